"""What kind of decision a Yellow & Yangtze state is waiting for (`State.phase`).
"""

from __future__ import annotations

# Phases: what kind of decision is pending.
(ACTION_PHASE, COMMIT_PHASE, SUPPORT_PHASE, WINNER_PHASE, LOSE_PHASE, PAGODA_PHASE, MARKET_PHASE,
 CHAIN_PHASE, OVER) = range(9)
PENDING_WORDS = (None, "commit", "support", "winner", "lose", "pagoda", "market", "chain", None)
