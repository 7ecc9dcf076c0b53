"""rpcd - small JSON-RPC agent that runs on every lab host."""
from .dispatcher import Dispatcher, RpcError

__all__ = ["Dispatcher", "RpcError"]
__version__ = "0.4.1"
