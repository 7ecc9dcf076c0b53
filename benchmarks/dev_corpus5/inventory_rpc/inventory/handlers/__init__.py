ALLOWED_HANDLERS = frozenset({"restock", "audit"})
