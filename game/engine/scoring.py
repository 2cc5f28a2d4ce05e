"""Final scoring shared by the family: wild points (Tigris & Euphrates'
treasures, Yellow & Yangtze's yellow points) added to the weakest colours,
then the ranking by the weakest colour and its tie-breaks."""

from __future__ import annotations


def assign_wild(colours: tuple[int, ...], wild: int) -> tuple[int, ...]:
    """Add each wild point to the currently weakest colour (the first such in
    colour order on a tie). This maximises the sorted totals
    lexicographically, which is exactly what the ranking compares."""
    totals = list(colours)
    for _ in range(wild):
        weakest = totals.index(min(totals))
        totals[weakest] += 1
    return tuple(totals)


def rank(finals: list[tuple[int, ...]]) -> tuple[tuple[int, ...], ...]:
    """Seats best first, grouped where they tie: compare the lowest colour,
    then the second lowest, and so on; equal in all colours shares a place."""
    keyed = sorted(range(len(finals)), key=lambda seat: sorted(finals[seat]), reverse=True)
    groups: list[list[int]] = []
    previous = None
    for seat in keyed:
        key = sorted(finals[seat])
        if key == previous:
            groups[-1].append(seat)
        else:
            groups.append([seat])
            previous = key
    return tuple(tuple(sorted(g)) for g in groups)
