#!/bin/sh
# Started by the desktop entry (wildwest.desktop): "wildwest-desktop.sh [FILE]".
# A file double-clicked in the file manager arrives as the one argument and is opened with
# --open; from the menu there is no argument and the game starts as usual.
here=$(dirname "$0")
if [ $# -gt 0 ] && [ -n "$1" ]; then
    exec "$here/wildwest" --open "$1"
fi
exec "$here/wildwest"
