import inspect
import logging

from .methods.config import ConfigMethods
from .methods.directory import DirectoryMethods
from .methods.files import FileMethods
from .methods.jobs import JobMethods
from .methods.system import SystemMethods

log = logging.getLogger(__name__)


class RpcError(Exception):
    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


class Dispatcher(SystemMethods, DirectoryMethods, ConfigMethods, FileMethods, JobMethods):
    """Maps JSON-RPC method names onto rpc_* methods of the mixins."""

    def __init__(self, config):
        self.config = config
        super().__init__()

    def methods(self):
        return sorted(n[4:] for n, _ in inspect.getmembers(self, inspect.ismethod) if n.startswith("rpc_"))

    async def dispatch(self, request):
        name = request.get("method", "")
        params = request.get("params") or {}
        handler = getattr(self, "rpc_" + name, None)
        if handler is None:
            raise RpcError(-32601, f"method not found: {name}")
        if isinstance(params, dict):
            result = handler(**params)
        else:
            result = handler(*params)
        if inspect.isawaitable(result):
            result = await result
        return result

    def rpc_list_methods(self):
        return self.methods()
