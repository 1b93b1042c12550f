"""What Wild West keeps on disk: paths, settings, save files and learning records.

No widgets here: only QtCore (QSettings, QStandardPaths, QSaveFile, QLockFile)
and the standard library.
"""
