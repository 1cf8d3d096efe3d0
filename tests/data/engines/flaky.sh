#!/bin/sh
# A UHP engine for tests of `hive match`: our engine (`$HIVE uhp`, at level 1) behind a
# relay that fails on the Nth request for a move, N = $FLAKY_AFTER (default 3), in the way
# $FLAKY_HOW says: `crash` (exits), `illegal` (answers an illegal move), `refuse` (answers
# `err`), `hang` (never answers), `slow` (answers, three seconds late), `draw` (claims the
# game drawn: the GameString it answers to the moves before says `Draw`, and it refuses to
# move); `norep` never fails but sees no draw by repetition (a GameString it answers with
# says `InProgress` where ours says `Draw`); `none` never fails. FLAKY_PLAY, a move (`_` for
# a space) it answers every `bestmove` with.
# Every start counts afresh. Arguments `NAME=VALUE` set these (so that the two engines of
# a match can differ), and: FLAKY_LOG, a file each command received is appended to;
# FLAKY_ID, the `id` the engine gives instead of ours.
set -u
for setting in "$@"; do export "$setting"; done
dir=$(mktemp -d) || exit 1
trap 'rm -rf "$dir"' EXIT
mkfifo "$dir/in" "$dir/out"
"$HIVE" uhp <"$dir/in" >"$dir/out" &
exec 3>"$dir/in" 4<"$dir/out"
echo "options set Level 1" >&3
relay() {
    while IFS= read -r line <&4; do
        case "$line" in
        ok) [ "${skip:-0}" -gt 0 ] && { skip=$((skip - 1)); continue; }; echo ok; return ;;
        id\ *) [ "${skip:-0}" -gt 0 ] && continue; echo "id ${FLAKY_ID:-${line#id }}" ;;
        *";InProgress;"*)
            [ "${skip:-0}" -gt 0 ] && continue
            if [ "${FLAKY_HOW:-crash}" = draw ] && [ "${asked:-0}" -ge $((${FLAKY_AFTER:-3} - 1)) ]; then
                line="${line%%;InProgress;*};Draw;${line#*;InProgress;}"
            fi
            printf "%s\n" "$line" ;;
        *";Draw;"*)
            [ "${skip:-0}" -gt 0 ] && continue
            [ "${FLAKY_HOW:-crash}" = norep ] && line="${line%%;Draw;*};InProgress;${line#*;Draw;}"
            printf "%s\n" "$line" ;;
        *) [ "${skip:-0}" -gt 0 ] && continue; printf "%s\n" "$line" ;;
        esac
    done
    exit 1
}
# The start-up block, then the answer to our own `options set`.
relay
skip=1
asked=0
while IFS= read -r line; do
    [ -n "${FLAKY_LOG:-}" ] && printf "%s\n" "$line" >>"$FLAKY_LOG"
    case "$line" in
    bestmove*)
        asked=$((asked + 1))
        if [ "$asked" -ge "${FLAKY_AFTER:-3}" ]; then
            case "${FLAKY_HOW:-crash}" in
            crash) exit 3 ;;
            illegal) echo "wQ"; echo ok; continue ;;
            refuse) echo "err out of ideas"; echo ok; continue ;;
            draw) echo "err the game is over (Draw): there is no move to find"; echo ok; continue ;;
            hang) sleep 600; exit 0 ;;
            slow) sleep 3 ;;
            esac
        fi
        if [ -n "${FLAKY_PLAY:-}" ]; then
            echo "$FLAKY_PLAY" | tr _ ' '; echo ok; continue
        fi
        ;;
    exit) echo exit >&3; exit 0 ;;
    esac
    printf "%s\n" "$line" >&3
    relay
done
