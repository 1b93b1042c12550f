"""Windows and message boxes: the rules and About, the records, start-up questions and the
friendly crash box."""
