"""The look and the fit, shared by every room: the themes, the one type scale, rows that
lay themselves out again when narrow, and small widgets (labels, fitted dialogs, tables
whose columns share a narrow view or keep their first column in sight). Imports no other
room of the interface."""
