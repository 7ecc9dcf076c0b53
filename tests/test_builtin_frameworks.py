"""Framework and intent knowledge of the taint slot, as tables: sources, sinks and safe shapes.

Each framework gets a handler in its own idiom whose untrusted value reaches a sink, and
each rule that clears a value (a fixed URL start, a host check, an operator's own input, a
file the program names itself) gets the case where it must clear and one where it must not.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, functions_raised, judge, judge_at, line_of, raised
from tickets.models import VerdictKind

FRAMEWORK_FLOWS = {
    "wsgi_own_request_wrapper": ("""
        import sqlite3

        from .router import route


        @route("/bookings")
        def my_bookings(req):
            hirer = req.param("hirer")
            return sqlite3.connect("hall.db").execute("SELECT * FROM bookings WHERE hirer = '" + hirer + "'")
        """, "sql-injection"),
    "tornado": ("""
        import os
        import tornado.web

        class PingHandler(tornado.web.RequestHandler):
            def get(self):
                host = self.get_argument("host")
                os.system("ping -c 1 " + host)
        """, "command-injection"),
    "jupyter_server_json_body": ("""
        import requests
        from jupyter_server.base.handlers import APIHandler

        class ImportHandler(APIHandler):
            async def post(self):
                body = self.get_json_body()
                return requests.get(body["url"], timeout=20)
        """, "ssrf"),
    "tornado_request_body": ("""
        import pickle
        import tornado.web

        class StateHandler(tornado.web.RequestHandler):
            def post(self):
                return pickle.loads(self.request.body)
        """, "unsafe-deserialization"),
    "tornado_url_argument": ("""
        import tornado.web

        class FileHandler(tornado.web.RequestHandler):
            def get(self, name):
                with open("/srv/files/" + name) as handle:
                    self.write(handle.read())
        """, "path-traversal"),
    "pyramid": ("""
        import sqlite3
        from pyramid.view import view_config

        @view_config(route_name="find")
        def find(request):
            name = request.params["name"]
            return sqlite3.connect("db").execute("SELECT * FROM t WHERE n = '%s'" % name)
        """, "sql-injection"),
    "pyramid_matchdict": ("""
        import subprocess

        def thumbnail(request):
            size = request.matchdict["size"]
            subprocess.call("convert -resize " + size, shell=True)
        """, "command-injection"),
    "pylons": ("""
        import os
        from pylons import request
        from myapp.lib.base import BaseController

        class ExportController(BaseController):
            def run(self):
                os.system("export " + request.params["table"])
        """, "command-injection"),
    "bottle": ("""
        import yaml
        from bottle import route, request

        @route("/import", method="POST")
        def load():
            return yaml.load(request.forms.get("doc"), Loader=yaml.Loader)
        """, "unsafe-deserialization"),
    "bottle_route_param": ("""
        import os
        from bottle import get

        @get("/show/<name:path>")
        def show(name):
            return open(os.path.join("/srv", name)).read()
        """, "path-traversal"),
    "wsgi": ("""
        import os
        from urllib.parse import parse_qs

        def application(environ, start_response):
            query = parse_qs(environ["QUERY_STRING"])
            os.system("lookup " + query["q"][0])
            start_response("200 OK", [])
            return [b"done"]
        """, "command-injection"),
    "cgi": ("""
        import cgi
        import subprocess

        form = cgi.FieldStorage()
        subprocess.call("grep " + form.getvalue("term") + " /var/log/app.log", shell=True)
        """, "command-injection"),
    "cgi_environ": ("""
        import os

        print("Content-Type: text/plain")
        query = os.environ.get("QUERY_STRING", "")
        os.system("echo " + query)
        """, "command-injection"),
    "http_server": ("""
        import os
        from http.server import BaseHTTPRequestHandler

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                os.system("touch /tmp/" + self.path)
        """, "command-injection"),
    "django_meta_header": ("""
        from django.shortcuts import redirect

        def back(request):
            return redirect(request.META.get("HTTP_X_RETURN_TO"))  # (the Referer would be the visitor's own page)
        """, "open-redirect"),
    "webapp2": ("""
        import os
        import webapp2

        class ExportHandler(webapp2.RequestHandler):
            def get(self):
                os.system("export " + self.request.get("table"))
        """, "command-injection"),
    "web_py": ("""
        import web

        db = web.database(dbn="sqlite", db="app.db")

        class search:
            def GET(self):
                term = web.input().term
                return db.query("SELECT * FROM items WHERE name = '" + term + "'")
        """, "sql-injection"),
    "cherrypy_expose": ("""
        import subprocess
        import cherrypy

        class Root:
            @cherrypy.expose
            def ping(self, host):
                return subprocess.check_output("ping -c 1 " + host, shell=True)
        """, "command-injection"),
    "cherrypy_expose_with_a_tool": ("""
        import subprocess
        import cherrypy

        class Root:
            @cherrypy.expose
            @cherrypy.tools.json_out()
            def journal(self, since="1 hour ago"):
                return subprocess.check_output("journalctl --since '%s'" % since, shell=True)
        """, "command-injection"),
    "cherrypy_http_redirect": ("""
        import cherrypy

        class Root:
            @cherrypy.expose
            def go(self, to="/"):
                raise cherrypy.HTTPRedirect(to)
        """, "open-redirect"),
    "twisted_redirect_to": ("""
        from twisted.web.resource import Resource
        from twisted.web.util import redirectTo

        class Login(Resource):
            def render_POST(self, request):
                back = request.args.get(b"back", [b"/"])[0]
                return redirectTo(back, request)
        """, "open-redirect"),
    "twisted_treq": ("""
        import treq
        from twisted.web.resource import Resource

        class Ping(Resource):
            def render_GET(self, request):
                url = request.args[b"url"][0].decode()
                treq.get(url).addCallback(print)
                return b"queued"
        """, "ssrf"),
    "cherrypy_serve_file": ("""
        import os
        import cherrypy
        from cherrypy.lib.static import serve_file

        class Logs:
            @cherrypy.expose
            def rotated(self, name):
                return serve_file(os.path.join("/var/log/app", name.replace("../", "")))
        """, "path-traversal"),
    "cherrypy_json_body": ("""
        import subprocess
        import cherrypy

        class Root:
            @cherrypy.expose
            @cherrypy.tools.json_in()
            def trace(self):
                host = cherrypy.request.json["target"]
                return subprocess.check_output("traceroute " + host, shell=True)
        """, "command-injection"),
    "litestar_redirect": ("""
        from litestar import get
        from litestar.response import Redirect

        @get("/consent")
        async def consent(redirect_uri: str) -> Redirect:
            return Redirect(path=redirect_uri + "?granted=1")
        """, "open-redirect"),
    "a_pattern_that_lets_any_character_through_checks_nothing": ("""
        import re

        from flask import request

        ANY_RE = re.compile(r"^[a-z]+.+$")


        def calc():
            expr = request.args["expr"]
            if not ANY_RE.match(expr):
                return "no"
            return str(eval(expr))
        """, "code-injection"),
    "a_yaml_loader_bound_to_a_full_loader_is_not": ("""
        import yaml
        from flask import request

        try:
            _Loader = yaml.CLoader
        except AttributeError:
            _Loader = yaml.Loader


        def load_meta():
            return yaml.load(request.get_data(), Loader=_Loader)
        """, "unsafe-deserialization"),
    "cherrypy_expose_imported_by_name": ("""
        import os

        from cherrypy import expose


        class Files:
            @expose
            def touch(self, path):
                with open(os.path.join("/srv/files", path), mode="w"):
                    pass
        """, "path-traversal"),
    "litestar_html_response": ("""
        from litestar import MediaType, get
        from litestar.response import Response

        @get("/badge", media_type=MediaType.HTML)
        async def badge(label: str = "") -> Response:
            return Response(f"<span class='badge'>{label}</span>", media_type=MediaType.HTML)
        """, "xss"),
    "starlette_html_response": ("""
        from starlette.responses import Response

        async def hello(request):
            name = request.query_params["name"]
            return Response("<p>Hello %s</p>" % name, media_type="text/html")
        """, "xss"),
    "falcon": ("""
        import pickle

        class StateResource:
            def on_post(self, req, resp):
                resp.media = pickle.loads(req.bounded_stream.read())
        """, "unsafe-deserialization"),
    "requests_session": ("""
        import requests
        from flask import request

        http = requests.Session()

        def proxy():
            return http.get(request.args["url"]).text
        """, "ssrf"),
    "tar_slip": ("""
        import tarfile
        from flask import request

        def upload():
            archive = tarfile.open(fileobj=request.files["bundle"])
            archive.extractall("/srv/bundles")
        """, "path-traversal"),
    "location_header_dict": ("""
        from django.http import HttpResponse

        def jump(request):
            return HttpResponse(status=302, headers={"Location": request.GET["to"]})
        """, "open-redirect"),
    "django_form_clean": ("""
        from django import forms

        class UpdateForm(forms.Form):
            reservations = forms.CharField()

            def clean(self):
                cleaned_data = super(UpdateForm, self).clean()
                cleaned_data["reservations"] = eval(cleaned_data.get("reservations"))
                return cleaned_data
        """, "code-injection"),
    "django_form_cleaned_data": ("""
        import subprocess
        from django.shortcuts import render
        from app.forms import ArchiveForm

        def archive(request):
            form = ArchiveForm(request.POST)
            if form.is_valid():
                subprocess.call("tar czf /srv/out.tgz " + form.cleaned_data["folder"], shell=True)
            return render(request, "archive.html", {"form": form})
        """, "command-injection"),
    "http_server_location_header": ("""
        from http.server import BaseHTTPRequestHandler
        from urllib.parse import parse_qs, urlparse

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                back = parse_qs(urlparse(self.path).query).get("return", ["/"])[0]
                self.send_response(302)
                self.send_header("Location", back)
                self.end_headers()
        """, "open-redirect"),
    "pyramid_http_found": ("""
        from pyramid.httpexceptions import HTTPFound
        from pyramid.view import view_config

        @view_config(route_name="login")
        def login(request):
            came_from = request.params.get("came_from", "/")
            return HTTPFound(location=came_from)
        """, "open-redirect"),
    "webpy_seeother": ("""
        import web

        class Back:
            def GET(self):
                raise web.seeother(web.input(to="/contacts").to)
        """, "open-redirect"),
    "tornado_websocket_message": ("""
        import tornado.websocket

        class ChatSocket(tornado.websocket.WebSocketHandler):
            def on_message(self, message):
                self.write_message(str(eval(message[6:], {"__builtins__": {}})))
        """, "code-injection"),
    "jinja2_environment_from_string": ("""
        from flask import Flask, request
        from jinja2 import Environment

        app = Flask(__name__)
        _plain = Environment()

        @app.route("/preview", methods=["POST"])
        def preview():
            return _plain.from_string(request.form["template"]).render()
        """, "code-injection"),
    "starlette_file_response": ("""
        from pathlib import Path
        from fastapi import FastAPI
        from starlette.responses import FileResponse

        app = FastAPI()
        ARTIFACTS = Path("/srv/artifacts")

        @app.get("/artifacts/{name:path}")
        def artifact(name: str):
            return FileResponse(ARTIFACTS / name)
        """, "path-traversal"),
    "django_legacy_request_dict": ("""
        from django.http import HttpResponseRedirect

        def done(request):
            return HttpResponseRedirect(request.REQUEST.get("next", "/"))
        """, "open-redirect"),
    "numpy_load_allowing_pickle_by_configuration": ("""
        import numpy as np
        from flask import Flask, current_app, request

        app = Flask(__name__)

        @app.route("/features", methods=["POST"])
        def features():
            allow = current_app.config["ALLOW_PICKLE"]
            return str(np.load(request.files["array"], allow_pickle=allow).shape)
        """, "unsafe-deserialization"),
    "torch_load_of_an_upload": ("""
        import torch
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/model", methods=["POST"])
        def model():
            return str(torch.load(request.files["model"]))
        """, "unsafe-deserialization"),
    "joblib_load_of_an_upload": ("""
        import joblib
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/model", methods=["POST"])
        def model():
            return str(joblib.load(request.files["model"]))
        """, "unsafe-deserialization"),
    "pyramid_file_response": ("""
        import os
        from pyramid.response import FileResponse
        from pyramid.view import view_config

        @view_config(route_name="attachment")
        def attachment(request):
            return FileResponse(os.path.join("/srv/attachments", request.params["file"]), request=request)
        """, "path-traversal"),
    "jinja2_template_from_the_request": ("""
        import jinja2
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/preview", methods=["POST"])
        def preview():
            return jinja2.Template(request.form["template"]).render()
        """, "code-injection"),
    "falcon_resource": ("""
        import subprocess

        class PingResource:
            def on_get(self, req, resp):
                resp.text = subprocess.check_output("ping -c 1 " + req.get_param("host"), shell=True)
        """, "command-injection"),
    "numpy_load_allowing_pickle": ("""
        import numpy as np
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/features", methods=["POST"])
        def features():
            return str(np.load(request.files["array"], allow_pickle=True).shape)
        """, "unsafe-deserialization"),
    "httpx_async_client": ("""
        import httpx
        from fastapi import FastAPI

        app = FastAPI()

        @app.get("/probe")
        async def probe(url: str):
            async with httpx.AsyncClient(follow_redirects=True) as client:
                response = await client.get(url)
            return {"status": response.status_code}
        """, "ssrf"),
    "cgi_printed_page": ("""
        import cgi

        form = cgi.FieldStorage()
        q = form.getfirst("q", "")
        print("Content-Type: text/html")
        print()
        print("<p>Results for <em>%s</em></p>" % q)
        """, "xss"),
    "wsgi_page_helper": ("""
        from urllib.parse import parse_qs

        def html(start_response, body):
            start_response("200 OK", [("Content-Type", "text/html")])
            return [body.encode("utf-8")]

        def application(environ, start_response):
            who = parse_qs(environ.get("QUERY_STRING", "")).get("name", ["world"])[0]
            return html(start_response, "<p>Hello, %s</p>" % who)
        """, "xss"),
    "aiohttp_redirect": ("""
        from aiohttp import web

        async def login_done(request):
            raise web.HTTPFound(request.query.get("next", "/"))
        """, "open-redirect"),
    "aiohttp_html_response": ("""
        from aiohttp import web

        async def greet(request):
            name = request.match_info["name"]
            return web.Response(text="<h1>Hello %s</h1>" % name, content_type="text/html")
        """, "xss"),
    "aiohttp_file_response": ("""
        import os
        from aiohttp import web

        async def download(request):
            return web.FileResponse(os.path.join("/srv/files", request.match_info["name"]))
        """, "path-traversal"),
    "sanic_html": ("""
        from sanic import Sanic
        from sanic.response import html

        app = Sanic("notes")

        @app.get("/hello")
        async def hello(request):
            return html("<p>Hi %s</p>" % request.args.get("name"))
        """, "xss"),
    "webpy_where_clause": ("""
        import web

        db = web.database(dbn="sqlite", db="crm.db")

        class Companies:
            def GET(self):
                i = web.input(country="FR")
                return db.select("companies", where="country = '%s'" % i.country, order="name")
        """, "sql-injection"),
    "flask_app_factory": ("""
        import os
        from flask import request

        def init(app):
            @app.route("/run")
            def run():
                os.system(request.args["cmd"])
        """, "command-injection"),
    "login_shell_command_cluster": ("""
        import subprocess
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/echo")
        def echo():
            return subprocess.run(["bash", "-lc", f"echo {request.args['msg']}"], capture_output=True).stdout
        """, "command-injection"),
    "pexpect_spawn": ("""
        import pexpect
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/connect")
        def connect():
            session = pexpect.spawn("ssh -o BatchMode=yes " + request.args["host"])
            return session.before or b""
        """, "command-injection"),
    "links_found_by_a_compiled_pattern": ("""
        import re
        import requests
        from flask import Flask, request

        app = Flask(__name__)
        LINK = re.compile(r"https?://\\S+")

        @app.route("/unfurl", methods=["POST"])
        def unfurl():
            return {url: requests.get(url, timeout=4).status_code for url in LINK.findall(request.form["text"])}
        """, "ssrf"),
    "rds_data_api_statement": ("""
        import boto3

        rds = boto3.client("rds-data")

        def handler(event, context):
            customer = event["queryStringParameters"]["customer"]
            return rds.execute_statement(resourceArn="arn", secretArn="arn", database="shop",
                                         sql="SELECT SUM(total) FROM orders WHERE customer = '" + customer + "'")
        """, "sql-injection"),
    "django_raw_sql_expression": ("""
        from django.db.models.expressions import RawSQL
        from ledger.models import Entry

        def by_currency(request):
            code = request.GET["currency"]
            return Entry.objects.annotate(rate=RawSQL("SELECT rate FROM fx WHERE code = '" + code + "'", ()))
        """, "sql-injection"),
    "a_name_split_from_its_extension": ("""
        import os
        import subprocess

        def handler(event, context):
            stem, _ = os.path.splitext(event["Records"][0]["s3"]["object"]["key"])
            subprocess.run("convert /tmp/in.png /tmp/" + stem + ".jpg", shell=True)
        """, "command-injection"),
    "sqlalchemy_exec_driver_sql": ("""
        from flask import Flask, request
        from sqlalchemy import create_engine

        app = Flask(__name__)
        engine = create_engine("sqlite:///app.db")

        @app.route("/purge", methods=["POST"])
        def purge():
            with engine.begin() as conn:
                conn.exec_driver_sql(f"DELETE FROM sessions WHERE owner = '{request.form['owner']}'")
            return "ok"
        """, "sql-injection"),
    "peewee_execute_sql": ("""
        from flask import Flask, request
        from peewee import SqliteDatabase

        app = Flask(__name__)
        database = SqliteDatabase("shop.db")

        @app.route("/orders")
        def orders():
            return str(database.execute_sql("SELECT * FROM orders WHERE ref = '%s'" % request.args["ref"]).fetchall())
        """, "sql-injection"),
    "peewee_sql_fragment": ("""
        from flask import Flask, request
        from peewee import SQL
        from shop.models import Order

        app = Flask(__name__)

        @app.route("/search")
        def search():
            return str(list(Order.select().where(SQL("ref LIKE '%" + request.args["q"] + "%'"))))
        """, "sql-injection"),
    "quart_send_file": ("""
        import os

        from quart import Quart, request, send_file

        app = Quart(__name__)

        @app.route("/qr")
        async def qr_image():
            name = request.args.get("file", "")
            return await send_file(os.path.join(app.config["QR_DIR"], name), mimetype="image/png")
        """, "path-traversal"),
    "django_authentication_backend": ("""
        import ldap
        from django.conf import settings
        from django.contrib.auth.backends import BaseBackend

        class DirectoryBackend(BaseBackend):
            def authenticate(self, request, username=None, password=None):
                conn = ldap.initialize(settings.LDAP_URI)
                found = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, "(uid=%s)" % username)
                return found or None
        """, "ldap-injection"),
    "psycopg2_composable_from_a_string": ("""
        import psycopg2
        from psycopg2 import sql
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/export")
        def export():
            query = sql.SQL("SELECT * FROM reports ORDER BY " + request.args["column"])
            cursor = psycopg2.connect("dbname=reports").cursor()
            cursor.execute(query)
            return str(cursor.fetchall())
        """, "sql-injection"),
}


TORNADO_ESCAPED = """
    import tornado.escape
    import tornado.web


    class SearchHandler(tornado.web.RequestHandler):
        def get(self):
            q = self.get_argument("q")
            self.write("<h1>%s</h1>" % tornado.escape.xhtml_escape(q))
            self.write("<p>%s</p>" % q)
    """


@pytest.mark.parametrize("slot", ["pattern", "taint"])
def test_tornados_xhtml_escape_clears_html_and_a_raw_write_does_not(slot):
    view = MemoryView({"app/handlers.py": TORNADO_ESCAPED})
    escaped = judge_at(view, slot, "app/handlers.py", "tornado.escape.xhtml_escape(q)", "xss")
    assert escaped.verdict is VerdictKind.REFUTED, escaped.reason
    raw = judge_at(view, slot, "app/handlers.py", '"<p>%s</p>" % q', "xss")
    assert raw.verdict is VerdictKind.CONFIRMED, raw.reason


@pytest.mark.parametrize("name", sorted(FRAMEWORK_FLOWS))
def test_each_framework_source_reaches_its_sink(name):
    code, category = FRAMEWORK_FLOWS[name]
    found = raised(MemoryView({"app/views.py": code}), "taint")
    assert [f.category for f in found] == [category], [f.title for f in found]


@pytest.mark.parametrize("name", sorted(FRAMEWORK_FLOWS))
def test_the_pattern_slot_confirms_each_framework_flow(name):
    """The other key turns too: the handler is reachable in its framework's own way."""
    code, category = FRAMEWORK_FLOWS[name]
    view = MemoryView({"app/views.py": code})
    finding = raised(view, "taint")[0]


    verdict = judge(view, "pattern", finding)
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


SERVER_SET = """
    def audit(request):
        request.session["csrf"] = request.META["CSRF_COOKIE"]
        request.session["peer"] = request.META.get("REMOTE_ADDR")
    """


def test_environ_keys_the_server_sets_are_not_client_input():
    assert raised(MemoryView({"app/views.py": SERVER_SET}), "taint") == []


REDIRECTS = """
    from flask import Flask, redirect, request, url_for
    from models import Item
    from django.utils.http import url_has_allowed_host_and_scheme

    app = Flask(__name__)

    @app.route("/a")
    def profile():
        return redirect("/profile/" + request.args["user"])

    @app.route("/b")
    def search():
        return redirect("%s?%s" % (app.config["SEARCH"], request.query_string))

    @app.route("/c")
    def checked():
        target = request.args.get("next")
        ok = url_has_allowed_host_and_scheme(url=target, allowed_hosts={"example.com"})
        return redirect(target if ok else "/")

    @app.route("/d")
    def rejected():
        target = request.args.get("next")
        if not url_has_allowed_host_and_scheme(target, allowed_hosts=None):
            target = "/"
        return redirect(target)

    @app.route("/e")
    def slash():
        return redirect("/" + request.args["path"])

    @app.route("/<path:rest>")
    def bare(rest):
        return redirect(request.path.rstrip("/"))

    @app.route("/g/")
    def reload():
        return redirect(request.path)

    @app.before_request
    def upgrade():
        return redirect("https://%s%s" % (app.config["HOST"], request.full_path))

    @app.route("/h")
    def view_url():
        return redirect(url_for("search") + "?q=" + request.args["q"])

    @app.route("/i/<int:pk>")
    def own_url(pk):
        item = Item.query.get(request.args["id"])
        return redirect(f"{item.get_absolute_url()}?tab={request.args['tab']}#top")

    @app.route("/j/<int:pk>")
    def view_named_url(pk):
        item = Item.query.get(pk)
        return redirect("{}?{}&offset=".format(item.get_translate_url(), request.query_string))

    @app.route("/k")
    def next_url():
        return redirect(Item.query.get(1).get_redirect_url() + request.args["rest"])
    """


@pytest.mark.parametrize("needle", ['"/profile/"', '"%s?%s"', "target if ok", "return redirect(target)",
                                    "redirect(request.path)", '"https://%s%s"', 'url_for("search")',
                                    "item.get_absolute_url()", "item.get_translate_url()"])
def test_a_fixed_url_start_or_a_host_check_clears_a_redirect(needle):
    view = MemoryView({"app.py": REDIRECTS})
    verdict = judge_at(view, "taint", "app.py", needle, "open-redirect")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason


@pytest.mark.parametrize("needle", ['"/" + request', "request.path.rstrip", "get_redirect_url() + request"])
def test_a_lone_slash_or_the_request_path_is_still_an_open_redirect(needle):
    view = MemoryView({"app.py": REDIRECTS})
    assert judge_at(view, "taint", "app.py", needle, "open-redirect").verdict is VerdictKind.CONFIRMED


OPERATOR = {
    "proj/management/commands/shell.py": """
        import sys

        def handle(command):
            if command:
                exec(command)
            else:
                exec(sys.stdin.read())
        """,
    "proj/questioner.py": """
        def ask_default():
            code = input(">>> ")
            return eval(code, {})
        """,
    "proj/config.py": """
        import os

        class Config(dict):
            def from_pyfile(self, filename):
                with open(os.path.join(self.root, filename)) as handle:
                    exec(compile(handle.read(), filename, "exec"), self)
        """,
    "proj/reloader.py": """
        import subprocess
        import sys

        def child_arguments():
            return [sys.executable] + sys.argv

        def restart():
            subprocess.run(child_arguments())

        def respawn():
            subprocess.run([sys.argv[0], "--child"])
        """,
}


@pytest.mark.parametrize("path, needle, category", [
    ("proj/management/commands/shell.py", "exec(sys.stdin.read())", "code-injection"),
    ("proj/questioner.py", "eval(code", "code-injection"),
    ("proj/config.py", "exec(compile(", "code-injection"),
])
def test_operator_run_code_is_refuted(path, needle, category):
    view = MemoryView(OPERATOR)
    verdict = judge_at(view, "taint", path, needle, category)
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason


def test_operator_run_code_raises_nothing():
    assert raised(MemoryView(OPERATOR), "taint") == []


def test_code_from_a_request_is_still_code_injection():
    code = "from flask import request\n\ndef run():\n    exec(request.form['code'])\n"
    assert [f.category for f in raised(MemoryView({"app.py": code}), "taint")] == ["code-injection"]


OWN_FILES = """
    import hashlib
    import os
    import pickle

    class FileCache:
        suffix = ".cache"

        def _path(self, key):
            name = hashlib.md5(key.encode()).hexdigest() + self.suffix
            return os.path.join(self.folder, name)

        def get(self, key):
            with open(self._path(key), "rb") as handle:
                return pickle.loads(handle.read())

    class FileSession:
        def load(self):
            with open(os.path.join(self.folder, self.sid), "rb") as handle:
                return pickle.load(handle)
    """


def test_a_file_the_program_names_from_a_digest_holds_its_own_data():
    view = MemoryView({"cache.py": OWN_FILES})
    verdict = judge_at(view, "taint", "cache.py", "pickle.loads(", "unsafe-deserialization")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


def test_a_file_named_by_an_id_of_unknown_origin_is_still_untrusted():
    view = MemoryView({"cache.py": OWN_FILES})
    verdict = judge_at(view, "taint", "cache.py", "pickle.load(handle)", "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


HASHES = """
    import hashlib
    import random
    import time

    class MD5PasswordHasher:
        algorithm = "md5"

        def encode(self, password, salt):
            return hashlib.md5((salt + password).encode()).hexdigest()

    def store(user, password):
        user.password_hash = hashlib.md5(password.encode()).hexdigest()

    def etag_for(body):
        etag = hashlib.sha1(body).hexdigest()
        return etag

    def reset_token():
        token = "%06d" % random.randint(0, 999999)
        return token

    def backoff(attempt):
        time.sleep(random.uniform(0, 2 ** attempt))

    def api_key():
        key = hashlib.md5(str(random.random()).encode()).hexdigest()
        return key
    """


@pytest.mark.parametrize("needle, category, expected", [
    ("hashlib.md5((salt", "weak-hash", VerdictKind.REFUTED),  # the class is named for its algorithm
    ("hashlib.md5(password", "weak-hash", VerdictKind.CONFIRMED),
    ("hashlib.sha1(body)", "weak-hash", VerdictKind.REFUTED),  # an ETag
    ("random.randint", "weak-random", VerdictKind.CONFIRMED),  # a reset token
    ("random.uniform", "weak-random", VerdictKind.REFUTED),  # a sleep
    ("key = hashlib.md5(str(random.random", "weak-random", VerdictKind.CONFIRMED),  # its digest is as guessable
])
def test_what_a_digest_or_random_value_is_for_decides(needle, category, expected):
    view = MemoryView({"crypto.py": HASHES})
    verdict = judge_at(view, "taint", "crypto.py", needle, category)
    assert verdict.verdict is expected, verdict.reason


NOT_FLAGGED = {
    "a_yaml_loader_bound_only_to_safe_loaders_is_safe": """
        import yaml
        from flask import request

        try:
            _Loader = yaml.CSafeLoader
        except AttributeError:  # no libyaml
            _Loader = yaml.SafeLoader


        def load_meta():
            return yaml.load(request.get_data(), Loader=_Loader)
        """,
    "a_yaml_loader_derived_from_a_name_bound_only_to_safe_loaders_is_safe": """
        import yaml
        from flask import request

        try:
            from yaml import cyaml
            SafeLoader = cyaml.CSafeLoader
        except ImportError:
            SafeLoader = yaml.SafeLoader


        class TaggedLoader(SafeLoader):
            pass


        def load_meta():
            return yaml.load(request.get_data(), Loader=TaggedLoader)
        """,
    "an_anchored_pattern_whose_character_class_holds_a_dot_checks_the_whole_text": """
        import re

        from flask import request

        ARITH_RE = re.compile(r"^[\\d\\s.+\\-*/()%]+$")


        def calc():
            expr = request.args["expr"]
            if not ARITH_RE.match(expr) or "**" in expr:
                return "numbers only"
            return str(eval(expr, {"__builtins__": {}}, {}))
        """,
    "a_variable_named_like_a_module_is_that_object": """
        import ruamel.yaml
        from flask import request


        def load_posted():
            yaml = ruamel.yaml.YAML(typ="safe")
            return yaml.load(request.get_data())
        """,
    "a_projects_own_expose_decorator_is_not_cherrypys": """
        import os

        from ..base.addon import BaseAddon, expose


        class AntiStandby(BaseAddon):
            @expose
            def touch(self, path):
                with open(path, mode="w"):
                    os.utime(path, None)
        """,
    "a_generic_response_without_an_html_media_type_is_json": """
        from litestar import get
        from litestar.response import Response

        @get("/echo")
        async def echo(label: str = "") -> Response:
            return Response({"label": label})
        """,
    "a_pattern_match_is_a_check_not_a_copy": """
        import re
        import requests
        from flask import request

        HOST = re.compile(r"[a-z]+\\.example\\.com")

        def fetch():
            found = HOST.fullmatch(request.args["host"])
            return requests.get("https://" + found.group(0) + "/status", timeout=4) if found else None
        """,
    "a_shell_given_a_script_file_not_a_command": """
        import subprocess
        from flask import request

        def run():
            subprocess.run(["bash", "-l", "/srv/scripts/report.sh", "-c", request.args["month"]])
        """,
    "psycopg2_identifier_in_a_constant_composable": """
        import psycopg2
        from psycopg2 import sql
        from flask import request

        def export():
            query = sql.SQL("SELECT * FROM reports ORDER BY {}").format(sql.Identifier(request.args["column"]))
            cursor = psycopg2.connect("dbname=reports").cursor()
            cursor.execute(query)
        """,
    "exec_driver_sql_with_parameters": """
        from flask import request
        from sqlalchemy import create_engine

        engine = create_engine("sqlite:///app.db")

        def purge():
            with engine.begin() as conn:
                conn.exec_driver_sql("DELETE FROM sessions WHERE owner = ?", (request.form["owner"],))
        """,
    "cgi_prints_that_are_no_page": """
        import cgi
        import sys

        form = cgi.FieldStorage()
        q = form.getfirst("q", "")
        with open("/var/log/search.log", "a") as log:
            print("<li>%s</li>" % q, file=log)
        print("<li>%s</li>" % q, file=sys.stderr)
        """,
    "a_cli_that_imports_cgi_to_escape": """
        import cgi
        import sys

        print("<h2>%s</h2>" % sys.argv[1])
        print(cgi.escape(sys.argv[2]))
        """,
    "aiohttp_html_served_as_text": """
        from aiohttp import web

        async def greet(request):
            return web.Response(text="<h1>Hello %s</h1>" % request.match_info["name"])
        """,
    "a_bound_task_and_what_delay_returns": """
        import os
        from celery import shared_task
        from flask import Flask, request

        app = Flask(__name__)

        @shared_task(bind=True)
        def reload(self, folder):
            os.system("kill -HUP %s" % self.request.id)

        @shared_task
        def render(name):
            return name

        @app.route("/reload", methods=["POST"])
        def queue_reload():
            reload.delay(request.form["folder"])
            job = render.delay(request.args["name"])
            return "<a href='/status/%s'>status</a>" % job.id
        """,
    "numpy_default_load": """
        import numpy as np
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/features", methods=["POST"])
        def features():
            return str(np.load(request.files["array"], allow_pickle=False).shape)
        """,
    "webpy_bound_where_clause": """
        import web

        db = web.database(dbn="sqlite", db="crm.db")

        class Companies:
            def GET(self):
                i = web.input(country="FR")
                return db.select("companies", where="country = $c", vars={"c": i.country}, order="name")
        """,
    "aiohttp_text_that_is_no_html": """
        from aiohttp import web

        async def echo(request):
            return web.Response(text=request.query.get("q", ""))
        """,
    "cgi_pages_that_escape_or_print_text": """
        import cgi
        import html

        form = cgi.FieldStorage()
        q = form.getfirst("q", "")
        print("<p>Results for <em>%s</em></p>" % html.escape(q))
        print("Searched for", q)
        """,
    "a_script_that_prints_html_but_is_no_cgi": """
        import sys

        name = sys.argv[1]
        print("<h1>%s</h1>" % name)
        """,
    "loaders_that_build_no_objects": """
        import numpy as np
        import torch
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/features", methods=["POST"])
        def features():
            array = np.load(request.files["array"])
            model = torch.load(request.files["model"], weights_only=True)
            return str(array.shape) + str(model)
        """,
    "a_sandboxed_or_fixed_template": """
        from flask import Flask, request
        from jinja2 import Environment
        from jinja2.sandbox import SandboxedEnvironment

        app = Flask(__name__)
        _safe = SandboxedEnvironment()
        _plain = Environment()

        @app.route("/preview", methods=["POST"])
        def preview():
            first = _safe.from_string(request.form["template"]).render()
            return first + _plain.from_string("Hello {{ name }}").render(name=request.form["name"])
        """,
    "headers_that_are_no_redirect": """
        from http.server import BaseHTTPRequestHandler
        from urllib.parse import parse_qs, urlparse

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                query = parse_qs(urlparse(self.path).query)
                self.send_header("Content-Disposition", "attachment")
                self.send_header("X-Requested", query.get("q", [""])[0])
                self.send_header("Location", "/reports/" + query.get("page", ["1"])[0])
                self.send_header("Location", "/home")
        """,
    "a_message_of_a_class_that_is_no_websocket": """
        class Mailbox:
            def on_message(self, message):
                return eval(message)
        """,
    "execute_on_a_command": """
        from django.core.management import call_command

        def run(request):
            command = load_command(request.GET["name"])
            return command.execute(request.GET["arg"])
        """,
    "host_header": """
        from flask import request

        def home():
            return "<p>Served by " + request.host + "</p>"
        """,
    "clean_of_a_class_that_is_no_form": """
        class Settings(BaseSettings):
            def clean(self):
                values = super().clean()
                return eval(values["expression"])
        """,
    "form_bound_by_a_command_with_its_own_data": """
        import os
        from django.core.management.base import BaseCommand
        from app.forms import ImportForm

        class Command(BaseCommand):
            def handle(self, *args, **options):
                form = ImportForm(data={"folder": "/srv/imports"})
                if form.is_valid():
                    os.system("ls " + form.cleaned_data["folder"])
        """,
    "clean_of_a_formatter_is_no_forms": """
        import logging

        class ShellFormatter(logging.Formatter):
            def clean(self):
                return eval(super().clean())
        """,
    "a_helpers_clean_in_a_form": """
        from django import forms

        class SearchForm(forms.Form):
            def render(self):
                return eval(self.helper.clean())
        """,
    "own_url_redirect": """
        from flask import redirect, request

        def secure():
            return redirect(request.url.replace("http://", "https://", 1))
        """,
}


@pytest.mark.parametrize("name", sorted(NOT_FLAGGED))
def test_shapes_that_look_like_sinks_or_sources_but_are_not(name):
    assert raised(MemoryView({"app/views.py": NOT_FLAGGED[name]}), "taint") == []


PATTERN_LOOK_ALIKES = {
    "app/report.py": """
        import cgi
        import sys

        form = cgi.FieldStorage()
        print("<li>%s</li>" % form.getfirst("q", ""), file=sys.stderr)
        """,
    "app/cli.py": """
        import cgi
        import sys

        def main():
            print("<h2>%s</h2>" % cgi.escape(sys.argv[1]), "<p>%s</p>" % sys.argv[2])

        if __name__ == "__main__":
            main()
        """,
    "app/views.py": """
        import html
        from urllib.parse import parse_qs
        from flask import Flask, request
        from markdown_engine import Renderer

        app = Flask(__name__)
        renderer = Renderer()

        def page(start_response, body):
            start_response("200 OK", [("Content-Type", "text/html")])
            return [body.encode()]

        def application(environ, start_response):
            who = parse_qs(environ.get("QUERY_STRING", "")).get("name", [""])[0]
            return page(start_response, "<p>Hello, %s</p>" % html.escape(who))

        @app.route("/render", methods=["POST"])
        def render():
            return renderer.from_string(request.form["text"])
        """,
}


def test_the_pattern_slot_refutes_a_numpy_load_that_does_not_unpickle():
    code = ('import numpy as np\nfrom flask import Flask, request\n\napp = Flask(__name__)\n\n'
            '@app.route("/a", methods=["POST"])\ndef a():\n    return str(np.load(request.files["a"]).shape)\n\n'
            '@app.route("/b", methods=["POST"])\ndef b():\n'
            '    return str(np.load(request.files["b"], allow_pickle=True).shape)\n')
    view = MemoryView({"app/arrays.py": code})
    default = judge_at(view, "pattern", "app/arrays.py", 'np.load(request.files["a"])', "unsafe-deserialization")
    allowed = judge_at(view, "pattern", "app/arrays.py", "allow_pickle=True", "unsafe-deserialization")
    assert default.verdict is VerdictKind.REFUTED, default.reason
    assert allowed.verdict is not VerdictKind.REFUTED, allowed.reason


@pytest.mark.parametrize("path, needle, category", [
    ("app/report.py", 'print("<li>', "xss"),  # a CGI script's log, not its page
    ("app/cli.py", 'print("<h2>', "xss"),  # imports cgi, reads no CGI request: a command's output
    ("app/views.py", "html.escape(who)", "xss"),  # the page a helper sends is escaped
    ("app/views.py", "renderer.from_string", "code-injection"),  # no Jinja2 environment
])
def test_the_pattern_slot_confirms_no_look_alike_of_its_new_sinks(path, needle, category):
    verdict = judge_at(MemoryView(PATTERN_LOOK_ALIKES), "pattern", path, needle, category)
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


CGI_TRACEBACKS = {
    "cgi-bin/phonebook.py": """
        #!/usr/bin/env python
        import cgi
        import cgitb
        cgitb.enable()

        form = cgi.FieldStorage()
        print("Content-Type: text/plain\\n")
        print(len(form.getvalue("q", "")))
        """,
    "cgi-bin/quiet.py": """
        import cgi
        import cgitb
        cgitb.enable(display=0, logdir="/var/log/cgi")

        form = cgi.FieldStorage()
        print("Content-Type: text/plain\\n")
        """,
}


def test_a_cgi_script_showing_its_tracebacks_is_debug_enabled_and_one_logging_them_is_not():
    view = MemoryView(CGI_TRACEBACKS)
    found = raised(view, "pattern")
    assert [(f.category, f.primary.path) for f in found if f.category == "debug-enabled"] == [
        ("debug-enabled", "cgi-bin/phonebook.py")]
    verdict = judge(view, "taint", next(f for f in found if f.category == "debug-enabled"))
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    quiet = judge_at(view, "taint", "cgi-bin/quiet.py", "cgitb.enable(display=0", "debug-enabled")
    assert quiet.verdict is VerdictKind.REFUTED, quiet.reason


TWISTED_SITE = """
    import os

    from twisted.web.server import Site

    from .resources import build_root


    def make_site():
        site = Site(build_root())
        site.displayTracebacks = os.environ.get("SHOW_TRACEBACKS") == "1"
        return site


    def make_counter_site():
        site = Site(build_root())
        site.displayTracebacks = True
        return site


    class KioskSite(Site):
        displayTracebacks = True
    """


def test_a_twisted_site_showing_its_tracebacks_by_a_literal_is_debug_enabled():
    view = MemoryView({"shop/server.py": TWISTED_SITE})
    found = [f for f in raised(view, "pattern") if f.category == "debug-enabled"]
    assert [f.primary.start_line for f in found] == [line_of(view, "shop/server.py", "site.displayTracebacks = True"),
                                                     line_of(view, "shop/server.py", "    displayTracebacks = True")]
    assert judge(view, "taint", found[0]).verdict is VerdictKind.CONFIRMED
    chosen = judge_at(view, "taint", "shop/server.py", "site.displayTracebacks = os", "debug-enabled")
    assert chosen.verdict is VerdictKind.REFUTED, chosen.reason


TWISTED_REDIRECTS = """
    from twisted.web.resource import Resource
    from twisted.web.util import redirectTo


    class Folder(Resource):
        def render_GET(self, request):
            if request.args.get(b"next"):
                return redirectTo(request.getHeader("x-next").encode(), request)
            url = "http%s://%s%s/" % (request.isSecure() and "s" or "", request.getHeader("host"), request.uri)
            return redirectTo(url.encode(), request)
    """


@pytest.mark.parametrize("needle, expected", [
    ("return redirectTo(url.encode()", VerdictKind.REFUTED),  # the Host header the browser sent, and its path
    ('request.getHeader("x-next")', VerdictKind.CONFIRMED),  # any other header is the client's text
])
def test_a_redirect_to_the_requests_own_host_header_sends_the_client_back_where_it_was(needle, expected):
    verdict = judge_at(MemoryView({"site/folder.py": TWISTED_REDIRECTS}), "taint", "site/folder.py", needle,
                       "open-redirect")
    assert verdict.verdict is expected, verdict.reason


TREQ_CALLS = """
    import treq
    from twisted.web.resource import Resource

    API = "https://api.example.com/stock"


    class Stock(Resource):
        def render_GET(self, request):
            d = treq.get(API)
            d.addCallback(self.shown)
            treq.request("GET", request.args[b"feed"][0].decode())
            return b"queued"

        def shown(self, response):
            return treq.json_content(response)
    """


@pytest.mark.parametrize("needle, expected", [
    ("treq.get(API)", VerdictKind.REFUTED),  # a constant URL
    ("return treq.json_content(response)", VerdictKind.UNCERTAIN),  # reads a response: no request
    ('treq.request("GET"', VerdictKind.CONFIRMED),  # the URL comes second
])
def test_the_pattern_slot_reads_treqs_requests_and_only_them(needle, expected):
    verdict = judge_at(MemoryView({"shop/stock.py": TREQ_CALLS}), "pattern", "shop/stock.py", needle, "ssrf")
    assert verdict.verdict is expected, verdict.reason


CHAT_COMMANDS = {
    "bot/registry.py": """
        COMMANDS = {}


        def command(name):
            def register(func):
                COMMANDS[name] = func
                return func
            return register
        """,
    "bot/calc.py": """
        from bot.registry import command


        @command("conv")
        def conv(rest, ctx):
            value, unit = rest.split()
            return eval("%s * %r" % (value, unit))
        """,
    "tools/cli.py": """
        import click


        @click.command()
        @click.argument("expression")
        def calc(expression):
            print(eval(expression))
        """,
}


def test_a_bots_own_command_decorator_is_not_clicks_and_its_arguments_are_not_the_operators():
    chat = judge_at(MemoryView(CHAT_COMMANDS), "taint", "bot/calc.py", "return eval(", "code-injection")
    assert not (chat.verdict is VerdictKind.REFUTED and "runs the program" in chat.reason), chat.reason
    operator = judge_at(MemoryView(CHAT_COMMANDS), "taint", "tools/cli.py", "print(eval(", "code-injection")
    assert operator.verdict is VerdictKind.REFUTED and "runs the program" in operator.reason, operator.reason


JSON_BODIES = {
    "dash/compat.py": "from tornado.escape import json_decode, json_encode\n",
    "dash/rules.py": """
        class Rule(object):
            def __init__(self, name, expression):
                self.name = name
                self.expression = expression

            def evaluate(self, values):
                return bool(eval(self.expression, {"__builtins__": None}, values))
        """,
    "dash/handlers.py": """
        import tornado.web

        from dash.compat import json_decode
        from dash.rules import Rule


        class RulesHandler(tornado.web.RequestHandler):
            def post(self):
                doc = json_decode(self.request.body)
                rule = Rule(doc["name"], doc["expression"])
                self.write({"firing": rule.evaluate({})})
        """,
}


def test_tornados_json_decode_hands_the_request_body_on():
    verdict = judge_at(MemoryView(JSON_BODIES), "taint", "dash/rules.py", "return bool(eval(", "code-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED and "self.request.body" in verdict.reason, verdict.reason


STORED_CODE = {
    "sheets/rules.py": """
        import sqlite3

        from sheets.models import Rule


        def check(db, cell):
            row = db.execute("SELECT expression FROM rules WHERE id = ?", (cell.rule_id,)).fetchone()
            return eval(row[0], {"__builtins__": {}}, {"value": cell.value})


        def check_model(rule_id, value):
            rule = Rule.objects.get(pk=rule_id)
            return eval(rule.expression, {"__builtins__": {}}, {"value": value})


        def archive(db, rule_id):
            name = db.execute("SELECT name FROM rules WHERE id = ?", (rule_id,)).fetchone()[0]
            db.execute("INSERT INTO archive VALUES ('%s')" % name)


        def check_statement(db, rule_id, value):
            rule = db.scalar(select(Rule).where(Rule.id == rule_id))
            return eval(rule.formula, {"__builtins__": {}}, {"value": value})


        def check_rows(session, value):
            for rule in session.execute(select(Rule).order_by(Rule.id)).scalars():
                eval(rule.body, {"__builtins__": {}}, {"value": value})


        def check_configured(db, options, value):
            rule = db.scalar(options.pick(Rule))
            return eval(rule.source, {"__builtins__": {}}, {"value": value})
        """,
}


# SQLAlchemy 2.0 reads rows by running a select() statement on the session (db.scalar, session.execute)
@pytest.mark.parametrize("needle", ['return eval(row[0]', "return eval(rule.expression", "return eval(rule.formula",
                                    "eval(rule.body"])
def test_text_read_from_the_database_and_run_as_code_is_stored_code_injection(needle):
    verdict = judge_at(MemoryView(STORED_CODE), "taint", "sheets/rules.py", needle, "code-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED and "read from the database" in verdict.reason, verdict.reason


STORED_PAGES = {
    "notes/views.py": """
        import html

        from flask import Flask

        from notes.models import Note

        app = Flask(__name__)


        @app.route("/notes/<int:note_id>")
        def show(note_id):
            note = Note.query.get(note_id)
            return "<article><h1>" + note.title + "</h1></article>"


        @app.route("/notes/<int:note_id>/safe")
        def show_escaped(note_id):
            note = Note.query.get(note_id)
            return "<article><h2>" + html.escape(note.title) + "</h2></article>"


        @app.route("/notes/<int:note_id>/size")
        def show_size(note_id):
            note = Note.query.get(note_id)
            return "<p>%d words</p>" % note.words
        """,
}


@pytest.mark.parametrize("needle, expected", [
    # not counted: whether staff (a flat page's HTML, by design) or visitors wrote it is not in the code read
    ('"<article><h1>"', False),
    ('"<article><h2>"', False),  # escaped
    ('"<p>%d words</p>"', False),  # a number
])
def test_text_read_from_the_database_and_put_into_a_page_is_judged_by_where_it_was_written(needle, expected):
    view = MemoryView(STORED_PAGES)
    line = next(n for n, text in enumerate(view.files["notes/views.py"].splitlines(), 1) if needle in text)
    found = {(f.category, f.primary.start_line) for f in raised(view, "taint")}
    assert (("xss", line) in found) is expected, sorted(found)


def test_a_statement_the_code_does_not_show_to_be_a_select_is_no_database_read():
    verdict = judge_at(MemoryView(STORED_CODE), "taint", "sheets/rules.py", "return eval(rule.source", "code-injection")
    assert "read from the database" not in verdict.reason, verdict.reason


def test_a_value_read_from_the_database_counts_only_where_it_is_run_as_code():
    verdict = judge_at(MemoryView(STORED_CODE), "taint", "sheets/rules.py", 'INSERT INTO archive', "sql-injection")
    assert "read from the database" not in verdict.reason, verdict.reason


FETCHED_DOCUMENTS = {
    "bot/paste.py": """
        import pickle

        import requests
        import yaml
        from flask import Flask, request
        from urllib.parse import quote

        app = Flask(__name__)
        PASTE_BASE = "https://paste.example.org/raw/"


        def import_paste(paste_id):
            resp = requests.get(PASTE_BASE + quote(paste_id, safe=""), timeout=10)
            return yaml.load(resp.text, Loader=yaml.Loader)


        def import_state(session_factory, url):
            http = requests.Session()
            blob = http.get(url, timeout=10).content
            return pickle.loads(blob)


        @app.route("/preview")
        def render():
            body = requests.get(PASTE_BASE + "latest", timeout=10).text
            return "<div>%s</div>" % body


        @app.route("/fetch")
        def fetch():
            return "<div>%s</div>" % requests.get(request.args["url"], timeout=10).text


        @app.route("/verify", methods=["POST"])
        def verify():
            answer = requests.post("https://verifier.example.org/verify", data={"assertion": request.form["a"]})
            return "<div>%s</div>" % answer.json()["email"]  # the verifier's answer


        @app.route("/relay", methods=["POST"])
        def relay():
            answer = requests.post(request.form["hook"], data={"text": request.form["text"]})
            return "<div>%s</div>" % answer.text  # whatever the user's server sends back
        """,
}


@pytest.mark.parametrize("needle", ["yaml.load(resp.text", "pickle.loads(blob)"])
def test_what_a_remote_server_sends_back_is_untrusted_where_it_is_deserialised(needle):
    verdict = judge_at(MemoryView(FETCHED_DOCUMENTS), "taint", "bot/paste.py", needle, "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.CONFIRMED and "remote server" in verdict.reason, verdict.reason


def test_a_remote_servers_response_counts_nowhere_else_but_keeps_what_the_request_carried():
    xss = [f for f in raised(MemoryView(FETCHED_DOCUMENTS), "taint") if f.category == "xss"]
    assert not [f for f in xss if "PASTE_BASE" in f.claim], [f.claim for f in xss]  # the site's own upstream
    assert [f for f in xss if "request.args" in f.claim], [f.claim for f in xss]  # a user's URL, fetched


@pytest.mark.parametrize(("marker", "raised_here"), [("# the verifier's answer", False),
                                                     ("# whatever the user's server sends back", True)])
def test_what_a_request_to_a_fixed_service_carried_does_not_come_back_in_its_answer(marker, raised_here):
    view = MemoryView(FETCHED_DOCUMENTS)
    line = line_of(view, "bot/paste.py", marker)
    lines = {f.primary.start_line for f in raised(view, "taint") if f.category == "xss"}
    assert (line in lines) is raised_here, sorted(lines)


WSGI_PAGES = {
    "status.py": """
        from urllib.parse import parse_qs


        def application(environ, start_response):
            label = parse_qs(environ.get("QUERY_STRING", "")).get("label", ["Kiln"])[0]
            body = f"<html><body><h1>{label}</h1></body></html>"
            data = body.encode("utf-8")
            start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
            return [data]
        """,
    "plain.py": """
        from urllib.parse import parse_qs


        def application(environ, start_response):
            label = parse_qs(environ.get("QUERY_STRING", "")).get("label", ["Kiln"])[0]
            body = label.upper()
            data = body.encode("utf-8")
            start_response("200 OK", [("Content-Type", "text/plain")])
            return [data]
        """,
}


def test_a_wsgi_body_encoded_from_a_page_built_in_another_name_is_html_to_the_pattern_slot():
    view = MemoryView(WSGI_PAGES)
    verdict = judge_at(view, "pattern", "status.py", "return [data]", "xss")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    plain = judge_at(view, "pattern", "plain.py", "return [data]", "xss")  # no markup built anywhere
    assert plain.verdict is not VerdictKind.CONFIRMED, plain.reason


HELPER_PAGES = {
    "server.py": """
        from http.server import BaseHTTPRequestHandler
        from urllib.parse import parse_qs, urlparse


        class Handler(BaseHTTPRequestHandler):
            def _send(self, body, ctype="text/html"):
                self.send_response(200)
                self.send_header("Content-Type", ctype)
                self.end_headers()
                self.wfile.write(body.encode())

            def do_GET(self):
                q = parse_qs(urlparse(self.path).query)
                if self.path.startswith("/names"):
                    self._send(", ".join(q.get("name", [])), "text/plain")
                else:
                    self._send("<h1>status</h1><p>%s</p>" % q.get("banner", ["-"])[0])
        """,
    "plain_server.py": """
        from http.server import BaseHTTPRequestHandler
        from urllib.parse import parse_qs, urlparse


        class Handler(BaseHTTPRequestHandler):
            def _send(self, body, ctype="text/plain"):
                self.send_response(200)
                self.end_headers()
                self.wfile.write(body.encode())

            def do_GET(self):
                q = parse_qs(urlparse(self.path).query)
                self._send(", ".join(q.get("name", [])))
        """,
}


def test_markup_a_handler_builds_and_hands_to_its_own_send_helper_is_an_html_response():
    found = {(path, f.category) for path in HELPER_PAGES
             for f in raised(MemoryView(HELPER_PAGES), "taint", [path]) if f.category == "xss"}
    assert ("server.py", "xss") in found  # the page built around the banner, written by _send
    assert ("plain_server.py", "xss") not in found  # only text ever reaches the helper


CHERRYPY_ENVIRONMENTS = """
    import cherrypy

    environments = {
        "production": {
            "request.show_tracebacks": False,
        },
        "test_suite": {
            "request.show_tracebacks": True,
        },
    }
    cherrypy.config.update({"request.show_tracebacks": True})
    """


@pytest.mark.parametrize("needle, expected", [
    ('"request.show_tracebacks": True,', VerdictKind.REFUTED),  # the test suite's environment
    ("cherrypy.config.update(", VerdictKind.CONFIRMED),  # every deployment's
])
def test_a_traceback_setting_under_an_environment_named_for_testing_is_that_environments(needle, expected):
    verdict = judge_at(MemoryView({"app/config.py": CHERRYPY_ENVIRONMENTS}), "taint", "app/config.py", needle,
                       "debug-enabled")
    assert verdict.verdict is expected, verdict.reason


DATA_RESPONSES = """
    import json

    from django.http import HttpResponse


    def status(request):
        query_id = request.POST.get("queryID")
        resp = {"message": "<h4>Query {0} not yet started</h4>".format(query_id)}
        return HttpResponse(json.dumps(resp), content_type="application/json")


    def status_text(request):
        query_id = request.POST.get("queryID")
        return HttpResponse("<h4>Query {0}</h4>".format(query_id), content_type="text/plain; charset=utf-8")


    def status_page(request):
        query_id = request.POST.get("queryID")
        return HttpResponse("<h4>Query {0}</h4>".format(query_id), content_type="text/html; charset=utf-8")


    def status_svg(request):
        query_id = request.POST.get("queryID")
        return HttpResponse("<svg><text>{0}</text></svg>".format(query_id), content_type="image/svg+xml")
    """


def test_a_response_whose_content_type_is_data_or_text_is_no_page():
    assert functions_raised({"views.py": DATA_RESPONSES}, "views.py", "xss") == {"status_page", "status_svg"}


CHERRYPY_ONE_ENVIRONMENT = """
    import cherrypy

    cherrypy.config.environments["development"] = {
        "engine.autoreload.on": True,
        "request.show_tracebacks": True,
    }
    cherrypy.config.environments["production"] = {
        "request.show_tracebacks": "yes",
    }
    """


@pytest.mark.parametrize("needle, expected", [
    ('"request.show_tracebacks": True,', VerdictKind.REFUTED),  # the development environment's, stored alone
    ('"request.show_tracebacks": "yes",', VerdictKind.CONFIRMED),  # production's
])
def test_a_traceback_setting_in_an_environment_stored_under_its_name_is_that_environments(needle, expected):
    verdict = judge_at(MemoryView({"app/config.py": CHERRYPY_ONE_ENVIRONMENT}), "taint", "app/config.py", needle,
                       "debug-enabled")
    assert verdict.verdict is expected, verdict.reason


FASTAPI_LITERALS = """
    from typing import Literal, Optional

    from fastapi import FastAPI

    app = FastAPI()


    @app.get("/ranked")
    async def ranked(order: Literal["amount", "ts"] = "ts", direction: Optional[Literal["asc", "desc"]] = None):
        return await db.fetch(f"SELECT * FROM usage ORDER BY {order} {direction}")


    @app.get("/sorted")
    async def sorted_by(order: str = "ts"):
        return await db.fetch(f"SELECT * FROM usage ORDER BY {order}")
    """


def test_a_fastapi_parameter_annotated_with_literal_choices_holds_one_of_them():
    view = MemoryView({"app/main.py": FASTAPI_LITERALS})
    lines = view.files["app/main.py"].splitlines()
    found = {lines[f.primary.start_line - 1].strip() for f in raised(view, "taint") if f.category == "sql-injection"}
    assert found == {'return await db.fetch(f"SELECT * FROM usage ORDER BY {order}")'}
