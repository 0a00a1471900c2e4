// The client jest project maps every import of src/server here: client code must not use server code.
throw new Error('Client code imported server code (src/server). Move the shared part to src/shared.');
