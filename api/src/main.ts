import { app } from "@azure/functions";
import { functions, initialise } from "./app";
import { queueTriggerConnection } from "./lib/config";

// The Azure Functions entry point. Configuration is checked now, so a bad setting stops the worker at start-up
// with a message naming it rather than failing the first request.
const { config } = initialise();
// Answers stream (a download's zip is read from blob storage as it is sent, never held whole in memory).
app.setup({ enableHttpStream: true });
for (const fn of functions) {
  if (fn.trigger === "http") {
    app.http(fn.name, { route: fn.route, methods: fn.methods, authLevel: "anonymous", handler: fn.handler });
  } else if (fn.trigger === "timer") {
    app.timer(fn.name, { schedule: fn.schedule, handler: fn.handler });
  } else {
    // The storage account the API writes its messages to: its connection string, or its queue endpoint
    // reached as the managed identity (an identity-based connection: STORAGE__queueServiceUri).
    app.storageQueue(fn.name, {
      queueName: fn.queueName,
      connection: queueTriggerConnection(config.storage),
      handler: fn.handler,
    });
  }
}
