import { app } from "@azure/functions";
import { functions, initialise } from "./app";

// The Azure Functions entry point. Configuration is checked now, so a bad setting stops the worker at start-up
// with a message naming it rather than failing the first request.
initialise();
for (const fn of functions) {
  if (fn.trigger === "http") {
    app.http(fn.name, { route: fn.route, methods: fn.methods, authLevel: "anonymous", handler: fn.handler });
  } else {
    app.timer(fn.name, { schedule: fn.schedule, handler: fn.handler });
  }
}
