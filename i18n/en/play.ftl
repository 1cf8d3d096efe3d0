### The game screen.

welcome = Welcome! Take a bug from your hand ({ $letters }) or press ? for help.
