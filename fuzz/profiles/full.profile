# full: every program the generators write (the cute dialect of
# cute-oracle, every spelling and every declared form). No rule.
