"""The teacher's windows for the class folder: the class view (every pupil from every
computer), the class game (a deal code's standings, for the projector), the class list and
the class folder's choice. They lay out what :class:`~wildwest.services.classroom.Classroom`
pushes and send intents; the Class menu (:mod:`wildwest.ui.window.class_menu`) opens them."""
