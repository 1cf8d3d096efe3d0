# Talk: at a game's table (served over SSH) and in the lobby's room.

# The help page's line for the key that opens the line to type a message on.
chat-key-talk = talk at the table (a game served over SSH)
# The status line's hint for that key, in a game served over SSH.
chat-status-talk = { $key } talk
chat-local = Talk is for games served over SSH: here nobody else is at the table.
# The label before the message being typed, on the status line.
chat-say = Say:
chat-prompt-keys = Enter sends · Esc closes
chat-title = Talk
# A watcher's name in the talk panel: the room numbers them.
chat-watcher = watcher { $number }
chat-watchers-only = While the game runs, only the other watchers read what you say.
chat-empty = There is nothing to send.
chat-too-long = A message has at most { $max } characters; this one has { $count }.
chat-too-fast = At most { $count } messages in { $seconds } seconds: wait { $wait } s and send it again.
chat-gone = The message could not be sent.
chat-lobby-title = The lobby's room
chat-lobby-empty = Nobody has said anything yet.
chat-lobby-keys = type and Enter sends · /mute NAME · /unmute NAME · Esc back to your games
# The lobby's key line: the key that opens the room.
chat-lobby-key = t talk
chat-muted = You no longer see { $name }'s messages.
chat-unmuted = You see { $name }'s messages again.
chat-no-member = There is no other member called { $name }.
chat-needs-name = Write the member's name after { $command }.
chat-unknown-command = { $command } is no command: the commands are /mute NAME and /unmute NAME. Nothing was sent.
chat-sent = Sent.
# The plain lobby: a message of the room read out.
chat-plain-says = { $name } says: { $text }
# A player's words at the table read out: $side is their side (White (Ann)).
chat-plain-side-says = { $side } says: { $text }
chat-plain-help = { $say } TEXT: says it in the lobby's room; { $room }: its last messages; { $mute } NAME and { $unmute } NAME: hide a member's messages, or show them again.
# The plain lobby's talk commands (the English words are read in every language too).
chat-cmd-say = say
chat-cmd-room = room
chat-cmd-mute = mute
chat-cmd-unmute = unmute
