"""Functions a server calls with its clients' input though nothing in the project calls them: a function registered
with an XML-RPC server in another module (`server.register_function(handlers.stock_level)`), and a gRPC servicer
written without its generated base class, known by its `(request, context)` methods in a module importing grpc."""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge, judge_at, line_of, raised
from tickets.models import VerdictKind

HANDLERS = """
    import pickle
    import sqlite3

    def stock_level(sku):
        cur = sqlite3.connect("stock.db").cursor()
        cur.execute("SELECT qty FROM stock WHERE sku = '%s'" % sku)
        return cur.fetchone()

    def stock_level_safe(sku):
        cur = sqlite3.connect("stock.db").cursor()
        cur.execute("SELECT qty FROM stock WHERE sku = ?", (sku,))
        return cur.fetchone()

    def bulk_update(blob):
        return pickle.loads(blob.data)

    def unregistered(sku):
        cur = sqlite3.connect("stock.db").cursor()
        cur.execute("SELECT qty FROM stock WHERE sku = '%s'" % sku)
    """

SERVER = """
    from xmlrpc.server import SimpleXMLRPCServer

    from inventory import handlers

    def main():
        server = SimpleXMLRPCServer(("0.0.0.0", 8000))
        server.register_function(handlers.stock_level)
        server.register_function(handlers.stock_level_safe)
        server.register_function(handlers.bulk_update, "bulk_update")
        server.serve_forever()

    if __name__ == "__main__":
        main()
    """

SERVICER = """
    import subprocess

    import grpc

    class ConvertServicer:
        def Identify(self, request, context):
            out = subprocess.run("identify " + request.image_name, shell=True, capture_output=True)
            if out.returncode:
                context.abort(grpc.StatusCode.INVALID_ARGUMENT, "bad image")
            return out.stdout
    """


def _view() -> MemoryView:
    return MemoryView({"inventory/__init__.py": "", "inventory/handlers.py": HANDLERS,
                       "inventory/server.py": SERVER})


def _at(found, view, needle):
    return [f.category for f in found if f.primary.path == "inventory/handlers.py"
            and f.primary.start_line == line_of(view, "inventory/handlers.py", needle)]


def test_a_function_registered_with_an_rpc_server_gets_the_clients_arguments():
    view = _view()
    found = raised(view, "taint")
    assert _at(found, view, "WHERE sku = '%s'") == ["sql-injection"]  # stock_level's, the first of two
    assert _at(found, view, "pickle.loads(blob.data)") == ["unsafe-deserialization"]
    finding = next(f for f in found if f.category == "unsafe-deserialization")
    assert "XML-RPC" in finding.title and "register_function" in finding.claim
    assert judge(view, "pattern", finding).verdict is VerdictKind.CONFIRMED


def test_a_registered_function_that_binds_parameters_and_an_unregistered_one_raise_nothing():
    view = _view()
    sql = sorted(f.primary.start_line for f in raised(view, "taint") if f.category == "sql-injection")
    assert line_of(view, "inventory/handlers.py", "WHERE sku = ?") not in sql
    assert len(sql) == 1  # stock_level's, not unregistered()'s (no caller, no registration)


def test_a_grpc_servicer_without_its_generated_base_is_an_entry_point():
    found = raised(MemoryView({"svc/convert.py": SERVICER}), "taint")
    assert [f.category for f in found] == ["command-injection"]
    assert "gRPC request" in found[0].title


def test_the_same_signature_outside_a_grpc_module_is_no_entry_point():
    text = SERVICER.replace("    import grpc\n", "").replace("context.abort(grpc.StatusCode.INVALID_ARGUMENT, ", "(")
    assert raised(MemoryView({"svc/convert.py": text}), "taint") == []


def test_an_irc_plugin_command_gets_what_anyone_in_the_channel_typed():
    text = """
        import supybot.callbacks as callbacks
        from supybot.commands import wrap

        class Math(callbacks.Plugin):
            def calc(self, irc, msg, args, text):
                irc.reply(str(eval(text)))
            calc = wrap(calc, ["text"])
        """
    found = raised(MemoryView({"plugins/Math/plugin.py": text}), "taint")
    assert [f.category for f in found] == ["code-injection"] and "IRC command" in found[0].title
    without = text.replace("import supybot.callbacks as callbacks", "import callbacks").replace(
        "from supybot.commands import wrap", "from commands import wrap")
    assert raised(MemoryView({"plugins/Math/plugin.py": without}), "taint") == []


def test_a_servicers_allowlist_check_holds_past_context_abort():
    config = 'UPSTREAMS = {"eu": "eu.example.com", "us": "us.example.com"}\n'
    servicer = """
        import os
        import sqlite3

        import grpc

        from svc.config import UPSTREAMS

        TAG_COLUMNS = ("owner", "content_type")

        class MetaServicer:
            def ListByTag(self, request, context):
                clauses, params = ["bucket = ?"], [request.bucket]
                for key, value in request.tags.items():
                    if key not in TAG_COLUMNS:
                        context.abort(grpc.StatusCode.INVALID_ARGUMENT, "unknown tag")
                    clauses.append(f"{key} = ?")
                    params.append(value)
                return sqlite3.connect("x.db").execute("SELECT * FROM t WHERE " + " AND ".join(clauses), params)

            def Ping(self, request, context):
                host = UPSTREAMS.get(request.upstream)
                if host is None:
                    context.abort(grpc.StatusCode.INVALID_ARGUMENT, "unknown upstream")
                return os.system("ping -c1 " + host)
        """
    view = MemoryView({"svc/__init__.py": "", "svc/config.py": config, "svc/meta.py": servicer})
    assert raised(view, "taint") == []
    unchecked = servicer.replace('context.abort(grpc.StatusCode.INVALID_ARGUMENT, "unknown tag")', "pass")
    view = MemoryView({"svc/__init__.py": "", "svc/config.py": config, "svc/meta.py": unchecked})
    assert [f.category for f in raised(view, "taint")] == ["sql-injection"]


SERVICE = """
    import pickle
    import subprocess


    class BaseService:
        def ping(self, host):
            return subprocess.check_output("ping -c 1 " + host, shell=True)


    class WarehouseService(BaseService):
        def __init__(self, store):
            self.store = store

        def restore_session(self, blob):
            return pickle.loads(blob.data)

        def _rebuild(self, blob):
            return pickle.loads(blob)
    """

INSTANCE_SERVER = """
    from xmlrpc.server import SimpleXMLRPCServer

    from depot.service import WarehouseService


    def serve():
        server = SimpleXMLRPCServer(("0.0.0.0", 8070))
        server.register_instance(WarehouseService(None))
        server.serve_forever()
    """


def test_each_public_method_of_a_registered_instance_gets_the_clients_arguments():
    view = MemoryView({"depot/__init__.py": "", "depot/service.py": SERVICE, "depot/rpc.py": INSTANCE_SERVER})
    found = {(f.category, f.primary.start_line) for f in raised(view, "taint") if f.primary.path == "depot/service.py"}
    line = lambda needle: line_of(view, "depot/service.py", needle)  # noqa: E731
    assert ("unsafe-deserialization", line("pickle.loads(blob.data)")) in found
    assert ("command-injection", line("ping -c 1")) in found  # a method its base class defines
    assert ("unsafe-deserialization", line("pickle.loads(blob)")) not in found  # a private method is not served


def test_the_pattern_slot_reaches_a_served_method_in_a_script():
    served = SERVICE + """

    def main():
        from xmlrpc.server import SimpleXMLRPCServer
        server = SimpleXMLRPCServer(("0.0.0.0", 8070))
        server.register_instance(WarehouseService(None))
        server.serve_forever()


    if __name__ == "__main__":
        main()
    """
    view = MemoryView({"depot/__init__.py": "", "depot/service.py": served})
    served_verdict = judge_at(view, "pattern", "depot/service.py", "pickle.loads(blob.data)", "unsafe-deserialization")
    assert served_verdict.verdict is VerdictKind.CONFIRMED and "XML-RPC" in served_verdict.reason, served_verdict.reason
    private = judge_at(view, "pattern", "depot/service.py", "pickle.loads(blob)", "unsafe-deserialization")
    assert "XML-RPC" not in private.reason
