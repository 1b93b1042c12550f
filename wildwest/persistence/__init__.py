"""What Wild West keeps on disk: paths, settings, save files and learning records.

No widgets here: only QtCore (QStandardPaths, QSaveFile, QLockFile, QTimer)
and the standard library.
"""
