from . import invoices, orders  # noqa: F401
