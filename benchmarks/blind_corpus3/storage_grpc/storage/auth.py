"""API-key authentication interceptor."""
import hashlib
import hmac
import sqlite3

import grpc

from storage.config import BACKUP_SERVICE_TOKEN, INDEX_DB


def hash_api_key(key: str) -> str:
    return hashlib.sha1(key.encode()).hexdigest()


def etag(data: bytes) -> str:
    return hashlib.md5(data).hexdigest()


def _known_key_hashes() -> set[str]:
    with sqlite3.connect(INDEX_DB) as db:
        return {r[0] for r in db.execute("SELECT key_hash FROM api_key WHERE revoked = 0")}


class ApiKeyInterceptor(grpc.ServerInterceptor):
    def __init__(self):
        def deny(request, context):
            context.abort(grpc.StatusCode.UNAUTHENTICATED, "invalid api key")
        self._deny = grpc.unary_unary_rpc_method_handler(deny)

    def intercept_service(self, continuation, handler_call_details):
        md = dict(handler_call_details.invocation_metadata)
        key = md.get("x-api-key", "")
        if key and hmac.compare_digest(key, BACKUP_SERVICE_TOKEN):
            return continuation(handler_call_details)
        if key and hash_api_key(key) in _known_key_hashes():
            return continuation(handler_call_details)
        return self._deny
