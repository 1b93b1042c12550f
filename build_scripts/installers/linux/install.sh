#!/bin/sh
# Install Wild West for the current user, without root: ./install.sh
# Remove it again (saved games, records and settings are kept): ./install.sh --uninstall
#
#   ~/.local/share/wildwest/          the game (replaced whole on every install or upgrade)
#   ~/.local/bin/wildwest             a link to it, for starting from a terminal
#   ~/.local/share/applications/wildwest.desktop     the menu entry, opens .wwgame files
#   ~/.local/share/mime/packages/wildwest.xml        the .wwgame file type
#   ~/.local/share/icons/hicolor/…/apps/wildwest.*   the icon
#
# XDG_DATA_HOME is honoured instead of ~/.local/share when it is set.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
data_home=${XDG_DATA_HOME:-"$HOME/.local/share"}
app_dir="$data_home/wildwest"
bin_dir="$HOME/.local/bin"
apps_dir="$data_home/applications"
mime_dir="$data_home/mime"
icons_dir="$data_home/icons/hicolor"

say() { printf '%s\n' "$*"; }
die() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }

refresh_caches() {
    # Tell the desktop about the new (or removed) menu entry, file type and icon. These tools
    # are missing on some systems; the desktop then notices at the next log-in.
    if command -v update-mime-database >/dev/null 2>&1; then
        update-mime-database "$mime_dir" >/dev/null 2>&1 || true
    fi
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$apps_dir" >/dev/null 2>&1 || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$icons_dir/index.theme" ]; then
        gtk-update-icon-cache -q -t "$icons_dir" >/dev/null 2>&1 || true
    fi
}

remove_link() {
    # Only ever remove our own link, never a "wildwest" someone else put there.
    if [ -L "$bin_dir/wildwest" ]; then
        case $(readlink "$bin_dir/wildwest") in
            "$app_dir"/*) rm -f "$bin_dir/wildwest" ;;
        esac
    fi
}

uninstall() {
    rm -rf "$app_dir" "$app_dir.new"
    remove_link
    rm -f "$apps_dir/wildwest.desktop" "$mime_dir/packages/wildwest.xml" \
        "$icons_dir/scalable/apps/wildwest.svg" "$icons_dir/256x256/apps/wildwest.png"
    refresh_caches
    say "Wild West is removed. Saved games, records and settings were kept (in $data_home/WildWest"
    say "and ${XDG_CONFIG_HOME:-$HOME/.config}/WildWest); delete those folders to remove them too."
}

install() {
    [ -x "$here/wildwest/wildwest" ] || die "run me from the unpacked folder: $here/wildwest/wildwest is missing"
    mkdir -p "$data_home" "$bin_dir" "$apps_dir" "$mime_dir/packages" \
        "$icons_dir/scalable/apps" "$icons_dir/256x256/apps"

    # Copy to a new folder first and swap it in, so an upgrade never leaves old and new files
    # mixed and a failed copy leaves the installed game as it was.
    rm -rf "$app_dir.new"
    cp -R "$here/wildwest" "$app_dir.new"
    cp "$here/wildwest-desktop.sh" "$app_dir.new/wildwest-desktop.sh"
    chmod 755 "$app_dir.new/wildwest" "$app_dir.new/wildwest-desktop.sh"
    rm -rf "$app_dir"
    mv "$app_dir.new" "$app_dir"

    if [ -e "$bin_dir/wildwest" ] && [ ! -L "$bin_dir/wildwest" ]; then
        say "Note: $bin_dir/wildwest exists and is not ours, so it was left alone."
    else
        ln -sfn "$app_dir/wildwest" "$bin_dir/wildwest"
    fi

    # The menu entry, with this installation's absolute paths (~/.local/bin may not be on PATH).
    while IFS= read -r line || [ -n "$line" ]; do
        case $line in
            Exec=*) printf 'Exec="%s" %%f\n' "$app_dir/wildwest-desktop.sh" ;;
            TryExec=*) printf 'TryExec=%s\n' "$app_dir/wildwest" ;;
            *) printf '%s\n' "$line" ;;
        esac
    done < "$here/wildwest.desktop" > "$apps_dir/wildwest.desktop"
    chmod 644 "$apps_dir/wildwest.desktop"

    cp "$here/wildwest-mime.xml" "$mime_dir/packages/wildwest.xml"
    cp "$here/wildwest.svg" "$icons_dir/scalable/apps/wildwest.svg"
    cp "$here/wildwest.png" "$icons_dir/256x256/apps/wildwest.png"
    refresh_caches
    if command -v xdg-mime >/dev/null 2>&1; then
        xdg-mime default wildwest.desktop application/x-wildwest-game >/dev/null 2>&1 || true
    fi

    say "Wild West $(cat "$here/VERSION" 2>/dev/null || echo '') is installed in $app_dir."
    say "Start it from the applications menu, or run: $bin_dir/wildwest"
    say "Check it with: $bin_dir/wildwest --self-test"
}

case ${1:-} in
    "") install ;;
    --uninstall) uninstall ;;
    -h | --help)
        sed -n '2,12s/^# \{0,1\}//p' "$0"
        ;;
    *) die "unknown option $1 (use --uninstall, or nothing to install)" ;;
esac
