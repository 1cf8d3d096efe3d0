### The system's refusals in a player's words: a file that cannot be read or written, and why.

system-permission-denied = permission denied
system-not-found = no such file or folder
system-disk-full = the disk is full
system-read-only = the disk is read-only
system-is-a-folder = it is a folder, not a file
system-not-a-folder = part of the path is a file, not a folder
system-already-exists = it exists already
# $path: a file; $why: one of the reasons above (or the system's own words).
system-cannot-read = { $path } cannot be read: { $why }
system-cannot-save = { $path } cannot be saved: { $why }
# $detail: the reader's technical words (file, line and column, in English).
system-not-a-save = Not a game this program can open ({ $detail })
