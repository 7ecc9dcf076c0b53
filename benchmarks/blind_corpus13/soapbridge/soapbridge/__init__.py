"""soapbridge - partner SOAP gateway and warehouse XML-RPC service."""
from .base import HANDLERS, BaseHandler

__all__ = ["HANDLERS", "BaseHandler"]
