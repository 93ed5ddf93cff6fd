import { app } from "@azure/functions";
import { functions, initialise } from "./app";

// The Azure Functions entry point. Configuration is checked now, so a bad setting stops the worker at start-up
// with a message naming it rather than failing the first request.
initialise();
// Answers stream (a download's zip is read from blob storage as it is sent, never held whole in memory).
app.setup({ enableHttpStream: true });
for (const fn of functions) {
  if (fn.trigger === "http") {
    app.http(fn.name, { route: fn.route, methods: fn.methods, authLevel: "anonymous", handler: fn.handler });
  } else if (fn.trigger === "timer") {
    app.timer(fn.name, { schedule: fn.schedule, handler: fn.handler });
  } else {
    // The setting naming the storage account: the same one the API writes its messages with.
    app.storageQueue(fn.name, {
      queueName: fn.queueName,
      connection: "STORAGE_CONNECTION_STRING",
      handler: fn.handler,
    });
  }
}
