#!/usr/bin/env bash
# wine_file_rules.sh - run build_scripts/windows_file_rules.py under Wine, with the frozen
# WildWest.exe that ../shared/tools/check-windows-bundle.sh just built (Debian, as root).
#
#   bash build_scripts/wine_file_rules.sh [--only CASE]     (from the project checkout)
#
# It reuses the check's Wine prefix, its Windows CPython and its dist\WildWest (the check
# leaves them in WW_WIN_WORK, default ${TMPDIR:-/tmp}/ww-windows-check), and gives the
# script what Windows would have but Wine cannot make from inside:
#   * a second drive letter, D:, for a folder of this machine (a symlink in dosdevices);
#   * two copies of the bundle that NOBODY may write, root included: chattr +i (ext4 and
#     the like), since Wine has no access control lists and icacls changes nothing there.
# Needs Xvfb (the check installs it); uses display :${WW_DISPLAY:-95}. About 2 minutes.
set -u -o pipefail

REPO=$(pwd)
WORK=${WW_WIN_WORK:-${TMPDIR:-/tmp}/ww-windows-check}
DISPNUM=${WW_DISPLAY:-95}
export WINEPREFIX=$WORK/prefix WINEARCH=win64 WINEDEBUG=-all
export WINEDLLOVERRIDES="winemenubuilder.exe=d;mscoree=d;mshtml=d"
WHOME=$WORK/home
winpath() { local p=${1//\//\\}; printf 'Z:%s' "$p"; }
wenv() { env HOME="$WHOME" XDG_CONFIG_HOME="$WHOME/.config" XDG_DATA_HOME="$WHOME/.local/share" \
             XDG_CACHE_HOME="$WHOME/.cache" "$@"; }

PY=$WORK/py311/python.exe BUNDLE=$WORK/src/dist/WildWest
for need in "$WINEPREFIX/system.reg" "$PY" "$BUNDLE/WildWest.exe"; do
    [ -e "$need" ] || { echo "wine_file_rules: $need is missing: run ../shared/tools/check-windows-bundle.sh first"; exit 2; }
done
[ -f "$REPO/build_scripts/windows_file_rules.py" ] || { echo "wine_file_rules: run from the project checkout"; exit 2; }

FR=$WORK/file-rules
XVFB_PID=
cleanup() {
    chattr -R -i "$FR/read-only" 2>/dev/null
    rm -f "$WINEPREFIX/dosdevices/d:"
    wenv wineserver -k 2>/dev/null
    [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null
}
trap cleanup EXIT
trap 'exit 130' INT TERM
chattr -R -i "$FR" 2>/dev/null; rm -rf "$FR"; mkdir -p "$FR/work" "$FR/drive-d"

if [ -e "/tmp/.X$DISPNUM-lock" ] && kill -0 "$(tr -d ' ' < "/tmp/.X$DISPNUM-lock")" 2>/dev/null; then
    echo "INFO  reusing the X server already on :$DISPNUM"
else
    Xvfb ":$DISPNUM" -screen 0 1280x800x24 -nolisten tcp > "$FR/xvfb.log" 2>&1 &
    XVFB_PID=$!
    sleep 2
fi
export DISPLAY=":$DISPNUM"

ln -sfn "$FR/drive-d" "$WINEPREFIX/dosdevices/d:"
for kind in plain portable; do
    mkdir -p "$FR/read-only/$kind"
    cp -a "$BUNDLE" "$FR/read-only/$kind/WildWest"
    [ "$kind" = portable ] && printf 'portable\r\n' > "$FR/read-only/$kind/WildWest/portable.txt"
    chattr -R +i "$FR/read-only/$kind/WildWest" \
        || { echo "wine_file_rules: chattr +i failed (needs root and ext4 or similar)"; exit 2; }
done

# Wine passes no Unix QT_* variable to Windows programs, so the app picks its own platform.
wenv wine "$(winpath "$PY")" "$(winpath "$REPO/build_scripts/windows_file_rules.py")" \
    "$(winpath "$BUNDLE/WildWest.exe")" --work "$(winpath "$FR/work")" --other-drive 'D:\' \
    --read-only-copies "$(winpath "$FR/read-only/plain/WildWest")" \
    "$(winpath "$FR/read-only/portable/WildWest")" "$@" 2>&1 | sed -u 's/\r$//'
status=${PIPESTATUS[0]}
echo "wine_file_rules: exit $status (work folder $FR/work)"
exit "$status"
