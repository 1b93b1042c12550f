"""Screen-reader support that plain widgets don't give: speech that reaches every reader
(:mod:`.speech`) and the cards on the table as accessible objects (:mod:`.cards`)."""
