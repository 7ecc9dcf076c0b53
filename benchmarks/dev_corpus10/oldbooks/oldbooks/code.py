#!/usr/bin/env python
import sys

import web

import settings
from views import account, admin, catalog

urls = (
    "/", "catalog.Index",
    "/search", "catalog.Search",
    "/book/(\\d+)", "catalog.Book",
    "/cover", "catalog.Cover",
    "/preview", "catalog.Preview",
    "/shelf/(.+)", "catalog.Shelf",
    "/login", "account.Login",
    "/logout", "account.Logout",
    "/forgot", "account.ForgotPassword",
    "/loans", "account.Loans",
    "/admin/restore", "admin.RestoreSettings",
    "/admin/backups", "admin.Backups",
    "/admin/backups/(.+)", "admin.DownloadBackup",
)

web.config.debug = True

app = web.application(urls, {"catalog": catalog, "account": account, "admin": admin})


def check_settings():
    if settings.SESSION_SECRET in ("", "<change-me>"):
        sys.stderr.write("SESSION_SECRET is not configured\n")
        sys.exit(2)


if __name__ == "__main__":
    check_settings()
    app.run()
