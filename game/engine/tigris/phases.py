"""What kind of decision is pending: the phases of a Tigris & Euphrates state and their
`pending` words (`../shared/spec/formats.md`). The optional variants add the last three."""

from __future__ import annotations

ACTION_PHASE, COMMIT_PHASE, WAR_PHASE, MONUMENT_PHASE, TREASURE_PHASE, OVER = range(6)
BUILDING_PHASE, WONDER_PHASE, WONDER_POINT_PHASE = 6, 7, 8
PENDING_WORDS = (None, "commit", "war", "monument", "treasure", None, "building", "wonder", "wonder-point")
