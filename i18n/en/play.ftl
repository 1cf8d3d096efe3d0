### The game screen.

welcome = Welcome! Take a bug from your hand ({ $letters }) or press ? for help.

## The lines a host of `hive play --invite` hands out, each under what it is for.
invite-joins-with = { $side } joins with:
invite-to-watch = To watch:
