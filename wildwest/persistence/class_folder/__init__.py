"""The class folder: every pupil's learning from every computer of a class, in one place.

A teacher points the class's computers at one folder that they can all write: a share on
the school's file server, or a USB stick carried from computer to computer. Each computer
writes its own journal there; the teacher's class view merges them all. No server, no
database on the share, nothing to install but the game.

How it works
============

**Layout** (everything inside the folder the teacher chose)::

    computers/9c0f1e2d3a4b5c6d/   one folder per computer: only that computer writes in it
        0-20260302T100500Z-5f1a….wwj    journal files (new entries: tier 0)
        1-20260302T101200Z-77c3….wwj    16 earlier files gathered into one (tier 1, 2, 3)
    class-list/
        r000003-20260301T080000Z-1a2b3c4d.wwl   the class list, one file per saved revision

**Each computer writes only its own files** (``computers/ID/``, :mod:`.identity` says how
a computer gets a stable id that survives renaming the PC and is not shared by two
computers cloned from one image), and never opens a database on the share (SQLite's own
documentation warns against network file systems). It never appends to a file or locks
one either: through smbnetfs an ``O_APPEND`` write failed with EIO. Every file is new,
written whole under a temporary name, flushed to the disk and renamed into place
(:mod:`.folder_io`), and never changed afterwards.

**Self-checking and versioned** (:mod:`.journal`): a journal file starts with the format
version and a checked header, has a CRC-32 per entry and ends with the count of entries
and the SHA-256 of the whole. A file of a newer format is skipped with a note; an entry of
a kind this version does not know is skipped and counted; a damaged or cut-short file
gives every entry that still checks out. A power cut or a stick pulled out mid-write
leaves at most a temporary file (which no reader reads): the entries being written are
still in the computer's outbox and go again. What was there before is never touched.

**Nothing waits, nothing is lost, nothing counts twice** (:mod:`.writer`): the game's call
puts the entry on a queue and returns (about 0.1 ms); worker threads keep it in the
computer's local outbox (its data folder) and then copy it to the class folder, trying
again with growing pauses (up to a minute) while the folder cannot be reached, and the
status says how many turns wait. Every entry has a random 128-bit id: a retry, a
gathered file, a file copied by hand all hold the same ids, and the merge counts each
once.

**The merge** (:mod:`.reader`): reads only new or changed files (by size and
modification time), keeps what it merged in a cache in the teacher's data folder, and
folds new entries into the class's tallies (:mod:`wildwest.engine.class_stats`). What
it cannot use (a cut-short, huge or foreign file, a bad checksum, a newer format, a name
the game would refuse, a 10⁶-digit "number") is skipped and listed for the teacher;
nothing is run. A read-only share reads as well as any; a vanished folder leaves the
cached figures shown, with the reason. Computers' clocks may differ (a day, say): within
a computer the entries' order is its sequence numbers; across computers the merge
corrects each computer's clock by what the file server's times show (see the reader).

**Removing a pupil** (the teacher): no computer edits another's files, so the teacher's
computer writes a removal (a tombstone) in its own journal, and every merge hides that
pupil's entries recorded before it, on every computer (:class:`.journal.ForgetEntry`); it
can be taken back.

**The class list** (:mod:`.roster`): the class's names, saved by the teacher's app as a
new revision each time, imported from a CSV with one name per line; compared by
:func:`~wildwest.engine.names.name_key`.

Limits
======

=============================  ==================================================
journal file                   4 MiB, 5 000 entries (the writer stays far below)
one entry (a line)             4 096 bytes; numbers at most 15 digits
names                          the game's: 24 characters after tidying, plain text
answers (texts)                200 characters; control characters shown as ``?``
seats                          14; numbers 0 to 9 999; primes below 10 000
computers read                 1 000 folders, 5 000 files each
class list                     200 names; an import file 256 KB, lines 1 000 chars
outbox                         200 000 entries waiting (years of one computer's turns)
=============================  ==================================================

The API (for the app's wiring)
==============================

The game, where it records learning (``services/files_and_records.py`` calls
``RecordsStore.record_turn`` / ``record_game`` / ``retract_*``)::

    writer = ClassFolderWriter.start(paths.data_dir, class_folder)   # once; never raises
    writer.game_started(state, game_id)        # on GameChange.started (people only games too)
    writer.turn_scored(state, scored.turn, game_id, seconds=scored.seconds,
                       method=scored.method or "typed", slips=scored.slips)
    writer.game_over(state, game_id)           # when change.result is set
    writer.retract_turn(name, game_id)          # a real-cards turn undone
    writer.retract_game(game_id)               # … that un-finishes the game
    status_bar(waiting_line(writer.status().waiting_turns))   # present.class_view
    writer.close()                              # at exit; waits at most 2 s

``on_status=`` (called on the writer's thread) or polling :meth:`~.writer.ClassFolderWriter.status`
keeps the status bar current. The class view (off the window's thread: it reads files)::

    reader = ClassFolderReader.open(class_folder, paths.data_dir)
    result = reader.refresh()                    # again on a timer, and when the folder
                                                 # changes (watch it; poll on a share)
    report = reader.stats.report(today, class_list.names)
    reader.stats.pupil(key); reader.stats.class_games(deal_code)
    reader.problems()                            # what was skipped, for the teacher
    table = turn_table(reader.turns(), reader.computer_names())   # present.class_view
    write_table(path, table.header, table.rows)  # the export (pupil_table(report) too)
    writer.forget_pupil(name, reader.marks(name))   # the teacher removes a pupil
    writer.retract(removal_id)                   # … and takes it back (reader.removals())
    class_list, notes = read_class_list(class_folder)
    found = import_names(csv_bytes_from_the_teacher)  # found.names, found.problems
    save_class_list(class_folder, names, computer=writer.identity.id,
                    computer_name=writer.identity.name)

The words (status line, problems, tables, a class game with its answer key) are made in
:mod:`wildwest.present.class_view`; problems and reasons here are
:class:`~wildwest.engine.Phrase` values in the context ``ClassFolder``, which
``present.words.say`` translates.
"""

from __future__ import annotations

from .export import ExportError, csv_bytes, write_table
from .folder_io import FolderIO
from .identity import Identity, load_identity
from .journal import FORMAT_VERSION
from .reader import ClassFolderReader, ReadProblem, RefreshResult
from .roster import ClassList, NameImport, import_names, read_class_list, save_class_list
from .writer import ClassFolderWriter, OutboxStatus

__all__ = [
    "FORMAT_VERSION",
    "ClassFolderReader",
    "ClassFolderWriter",
    "ClassList",
    "ExportError",
    "FolderIO",
    "Identity",
    "NameImport",
    "OutboxStatus",
    "ReadProblem",
    "RefreshResult",
    "csv_bytes",
    "import_names",
    "load_identity",
    "read_class_list",
    "save_class_list",
    "write_table",
]
