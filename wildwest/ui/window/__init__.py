"""The main window and the parts it assembles, each in a module of its own: the menus, the
side panels (docks) and their fitting, the pages and screens built on first use, the
status bar, the window on its screen, Learn to play's hooks, and the language."""
