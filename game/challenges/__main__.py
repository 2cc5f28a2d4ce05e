"""`python -m game.challenges check FILE...`: one line per problem of each challenge
file (the field and the reason); exit status 2 when any file has one, else 0."""

from __future__ import annotations

import sys

from .library import check_file

USAGE = "usage: python -m game.challenges check FILE [FILE...]"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) < 2 or args[0] != "check":
        print(USAGE, file=sys.stderr)
        return 2
    bad = False
    for name in args[1:]:
        challenge, problems = check_file(name)
        for line in problems:
            print(line)
        if challenge is not None:
            print(f"{name}: ok ({challenge.title})")
        bad = bad or bool(problems)
    return 2 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
