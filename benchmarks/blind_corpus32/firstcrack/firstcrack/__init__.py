"""Green lots, roast profiles, cupping and wholesale orders for the First Crack roastery."""
