from .customers import CustomerCollection
from .exports import ExportResource, ExportDownload
from .invoices import InvoiceCollection, InvoiceItem
from .sessions import LoginResource, SsoCallback
from .webhooks import WebhookResource

__all__ = [
    "CustomerCollection", "ExportResource", "ExportDownload", "InvoiceCollection",
    "InvoiceItem", "LoginResource", "SsoCallback", "WebhookResource",
]
