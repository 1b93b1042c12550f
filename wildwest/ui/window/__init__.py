"""The main window and the parts it assembles, each in a module of its own: the pages and
the screens built on first use, the side panels (docks) and their fitting, the status bar,
the window on its screen, the Game, View and Help menus, what the settings change, Learn to
play's hooks, and the language."""
