import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { QUEUES } from "../../api/src/data/queues";
import { newPerson, services, signInAll, TENANT, uniqueCode } from "../support/demo";
import { defect, detailOf, moved, planForInspector, read, saveWork } from "../support/inspections";
import { awaitMail, mailTo } from "../support/mail";
import { TEST_SUPPLIERS, testSupplierName } from "../support/test-suppliers";
import { desk, expect, expectToastOf, test } from "./fixtures";

/**
 * Being told (docs/decisions/notifications.md): an administrator registers the retailer's endpoint and sees its
 * secret once; an inspector fails a lot; its supplier and a client manager each get one e-mail (read from MailDev)
 * and a bell that leads to the report; the endpoint receives the event signed; the same queue message delivered
 * again tells nobody again; the manager moves failed lots to the daily digest. The lot fails through the API as
 * the tablet does, for a supplier of this file's own.
 */
const SUPPLIER = TEST_SUPPLIERS.notificationsJourney;

test.beforeAll(async () => {
  await signInAll();
});

test("a failed lot reaches its supplier and the client by e-mail, in the bell and at the retailer's endpoint, once", async ({
  page,
  browser,
  loginAs,
  inspector,
}) => {
  // The retailer's system, on this machine (the test stack allows loopback endpoints).
  const received: { headers: Record<string, string>; body: string }[] = [];
  const receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/aql-events/${uniqueCode("E2E")}`;

  await test.step("the administrator registers the endpoint and copies its secret, shown once", async () => {
    await loginAs("admin@demo.local");
    await page.getByRole("link", { name: "Webhooks" }).click();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Add endpoint" });
    await dialog.getByLabel("URL").fill("https://10.1.2.3/hook");
    await dialog.getByText("A lot failed its inspection").click();
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    // A private address is never called: said under the field.
    await expect(dialog.getByText(/10\.1\.2\.3, a private address/).first()).toBeVisible();
    await dialog.getByLabel("URL").fill(url);
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByText("Copy the secret now: it will not be shown again.")).toBeVisible();
  });
  const secret = await page.getByLabel("Signing secret").inputValue();
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByRole("table", { name: "Webhook endpoints" }).getByText(url)).toBeVisible();

  const supplier = await newPerson("SUPPLIER", "Told Supplier", `SUP-${SUPPLIER}`);
  const manager = await newPerson("CLIENT_MANAGER", "Told Manager");
  const supplierDesk = await desk(browser, supplier.email);
  const managerDesk = await desk(browser, manager.email);
  await expect(supplierDesk.getByRole("button", { name: "Notifications, none unread" })).toBeVisible();

  const [planned] = await planForInspector(
    [{ style: uniqueCode("NTE"), quantity: 1200, inspectionDay: 0, supplier: SUPPLIER }],
    inspector,
  );
  if (!planned) throw new Error("No lot was planned");
  const running = await moved(planned, "start", inspector);
  await detailOf(await saveWork(running, { defects: [defect("FAB01", "MAJOR", 6)] }, inspector));
  const lot = await moved(await read(running.id, inspector), "finish", inspector);
  expect(lot.result).toBe("Fail");
  const title = `Inspection ${lot.inspectionNumber} (${lot.product.styleCode}) failed its inspection`;

  await test.step("the supplier and the manager each get one e-mail linking to the report", async () => {
    for (const person of [supplier, manager]) {
      const [mail] = await awaitMail(person.email, { about: lot.id });
      expect(mail?.subject).toBe(title);
      expect(mail?.text).toContain(`/user/inspection-detail?id=${lot.id}`);
    }
  });

  await test.step("the supplier's bell shows it unread and leads to the report, which reads it", async () => {
    await supplierDesk.reload();
    const bell = supplierDesk.getByRole("button", { name: "Notifications, 1 unread" });
    await bell.click();
    const list = supplierDesk.getByRole("dialog", { name: "Notifications" });
    await list.getByRole("link", { name: `Unread: ${title}` }).click();
    await expect(supplierDesk).toHaveURL(new RegExp(`/user/inspection-detail\\?id=${lot.id}`));
    await expect(supplierDesk.getByText(testSupplierName(SUPPLIER)).first()).toBeVisible();
    await expect(supplierDesk.getByRole("button", { name: "Notifications, none unread" })).toBeVisible();
  });

  // The endpoint hears of every failed lot of the tenant, those of journeys running beside this one among them.
  const deliveriesAbout = (id: string) => received.filter((delivery) => delivery.body.includes(id));
  await test.step("the endpoint receives the event, signed with the secret", async () => {
    await expect.poll(() => deliveriesAbout(lot.id).length, { timeout: 30_000 }).toBe(1);
    const [delivery] = deliveriesAbout(lot.id);
    const payload = new Webhook(secret).verify(delivery?.body ?? "", delivery?.headers ?? {}) as {
      type: string;
      data: { subject: { id: string } };
    };
    expect(payload).toMatchObject({ type: "lot.failed", data: { subject: { id: lot.id } } });
    await page.getByRole("table", { name: "Webhook endpoints" }).getByText(url).click();
    await expect(
      page.getByRole("table", { name: "Deliveries" }).getByText("Delivered").first(),
    ).toBeVisible();
  });

  await test.step("the same queue message delivered again tells nobody again", async () => {
    const [told] = await services().notifications.latest(TENANT, supplier.id, 5);
    if (!told) throw new Error("The supplier's notification was not stored");
    await services().queues.send(QUEUES.notifications, {
      id: told.eventId,
      tenantId: TENANT,
      kind: told.kind,
      at: told.createdAt,
      subject: told.subject,
      audience: { supplierId: `SUP-${SUPPLIER}` },
    });
    // The client manager changes a choice meanwhile; the repeated message has been worked by the time it is saved.
    // (Their bell counts again every minute, or at their next page.)
    await managerDesk.reload();
    // Other journeys fail lots of the tenant too: the manager is told of each.
    await managerDesk.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
    await managerDesk
      .getByRole("dialog", { name: "Notifications" })
      .getByRole("link", { name: "E-mail choices" })
      .click();
    const failedLots = managerDesk.getByRole("radiogroup", { name: "A lot failed its inspection" });
    await failedLots.getByText("In the daily digest").click();
    await expectToastOf(managerDesk, "E-mail choices saved", () =>
      managerDesk.getByRole("button", { name: "Save" }).click(),
    );
    await expect.poll(async () => (await mailTo(supplier.email)).length, { timeout: 5_000 }).toBe(1);
    expect(await mailTo(manager.email, lot.id)).toHaveLength(1);
    expect(deliveriesAbout(lot.id)).toHaveLength(1);
  });
  await new Promise((resolve) => receiver.close(resolve));
});
