"""A client of a third-party API signs with the secret the service issued, in the service's scheme (both faces)."""

from __future__ import annotations

import ast

import pytest

from agent_providers.builtin.protocol_names import keyed_with_secret, service_endpoint
from tests.builtin_support import MemoryView, judge_at

CLIENT = {
    "social/backends/vk.py": """
        from hashlib import md5

        class VKOpenAPI(BaseAuth):
            def auth_complete(self, *args, **kwargs):
                mapping = parse_qs(self.strategy.session_get("vk_app"))
                check_str = "".join(item + "=" + mapping[item] for item in ["expire", "mid", "sid"])
                key, secret = self.get_key_and_secret()
                hash = md5((check_str + secret).encode("utf-8")).hexdigest()
                if hash != mapping["sig"]:
                    raise ValueError("invalid signature")

        class VKOAuth2(BaseOAuth2):
            AUTHORIZATION_URL = "https://oauth.vk.example-social.com/authorize"
            ACCESS_TOKEN_URL = "https://oauth.vk.example-social.com/access_token"

            def password_digest(self, password, salt):
                return md5(password + salt).hexdigest()
        """,
}

OWN_SCHEME = {
    # The same keyed digest in an application that signs its own links: it chose MD5, and the only "URL" it
    # declares is its own address.
    "shop/links.py": """
        from hashlib import md5

        SITE_URL = "https://shop.example-store.com/"
        LOCAL_API_URL = "http://localhost:8000/api"

        def sign_link(path, secret_key):
            return md5((path + secret_key).encode()).hexdigest()
        """,
}


def test_the_taint_slot_refutes_a_digest_signed_with_the_secret_a_services_api_issued():
    verdict = judge_at(MemoryView(CLIENT), "taint", "social/backends/vk.py", "check_str + secret", "weak-hash")
    assert verdict.verdict.value == "refuted", verdict.reason
    assert "oauth.vk.example-social.com" in verdict.reason and "(secret)" in verdict.reason


def test_a_password_digest_in_the_same_client_is_no_signature_of_the_service():
    verdict = judge_at(MemoryView(CLIENT), "taint", "social/backends/vk.py", "md5(password + salt)", "weak-hash")
    assert verdict.verdict.value != "refuted", verdict.reason


def test_a_keyed_digest_in_an_application_declaring_only_its_own_address_is_its_own_scheme():
    verdict = judge_at(MemoryView(OWN_SCHEME), "taint", "shop/links.py", "path + secret_key", "weak-hash")
    assert verdict.verdict.value != "refuted", verdict.reason


@pytest.mark.parametrize(("source", "endpoint"), [
    ('ACCESS_TOKEN_URL = "http://api.draugiem.example-lv.net/json"', "ACCESS_TOKEN_URL"),
    ('class P:\n    authorize_url = "https://connect.ok.example-ru.org/oauth/authorize"', "authorize_url"),
    ('API_ENDPOINT = "https://api.service.example-io.net/v2"', "API_ENDPOINT"),
    ('SITE_URL = "https://api.service.example-io.net/"', None),
    ('TOKEN_URL = "http://127.0.0.1:5000/token"', None),
    ('TOKEN_URL = "https://auth.example.com/token"', None),
    ('TOKEN_URL = "https://{host}/token"', None),
    ('def f():\n    TOKEN_URL = "https://api.service.example-io.net/token"', None),
])
def test_service_endpoint_reads_a_third_party_api_url_at_module_or_class_level(source, endpoint):
    found = service_endpoint(ast.parse(source))
    assert (found[0] if found else None) == endpoint


@pytest.mark.parametrize(("expression", "secret"), [
    ("md5((check_str + secret).encode('utf-8'))", "secret"),
    ("md5('_'.join([key, self.data.get('viewer_id'), secret]).encode())", "secret"),
    ("md5((app.secret + redirect_url).encode())", "secret"),
    ("md5('{:s}{:s}'.format(data['access_token'], client_secret).encode())", "client_secret"),
    ("md5(client_secret.encode())", None),
    ("md5((password + salt).encode())", None),
    ("md5((secret_password + nonce).encode())", None),
    ("md5((body + 'fixed').encode())", None),
])
def test_keyed_with_secret_needs_the_issued_secret_and_other_data(expression, secret):
    call = ast.parse(expression, mode="eval").body
    assert isinstance(call, ast.Call)
    assert keyed_with_secret(call.args) == secret
