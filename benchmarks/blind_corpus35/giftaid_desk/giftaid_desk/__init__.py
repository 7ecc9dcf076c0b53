"""Back-office WSGI app for the Wrenfield Hospice charity shops: donors, Gift Aid and receipts."""
