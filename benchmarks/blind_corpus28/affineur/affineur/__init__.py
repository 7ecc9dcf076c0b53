"""affineur - background jobs for the Vallée Verte cheese-ageing co-operative's shared cave."""
