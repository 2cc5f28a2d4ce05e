"""Two Rivers: Tigris & Euphrates (and, later, Yellow & Yangtze)."""
