### The language itself.

# The language's own name, as its speakers write it.
language-name = English
