### The game screen.

welcome = Welcome! Take a bug from your hand ({ $letters }) or press ? for help.

## The lines a host of `hive play --invite` hands out, each under what it is for.
invite-joins-with = { $side } joins with:
invite-to-watch = To watch:
# Printed when the host of `hive play --invite` leaves the game.
invite-served = The game was served on { $address }; it is saved in { $save }.
invite-go-on = To go on with it: hive play { $save } --invite
