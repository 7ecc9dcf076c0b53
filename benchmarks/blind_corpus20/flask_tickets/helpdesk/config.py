import os


class BaseConfig(object):
    SECRET_KEY = os.environ.get("HELPDESK_SECRET_KEY")
    DATABASE = os.environ.get("HELPDESK_DB", "/var/lib/helpdesk/helpdesk.sqlite3")
    ATTACHMENT_ROOT = os.environ.get("HELPDESK_ATTACHMENTS", "/var/lib/helpdesk/attachments")
    MAIL_SERVER = "smtp.mailgun.org"
    MAIL_USERNAME = "postmaster@helpdesk.example.com"
    MAIL_PASSWORD = "5f1c9e0b2d7a44c1b8e3-mg-helpdesk"
    CHAT_WEBHOOK_HOSTS = ("hooks.slack.com", "outlook.office.com")
    DEBUG = False


class ProductionConfig(BaseConfig):
    PREFERRED_URL_SCHEME = "https"


class DevelopmentConfig(BaseConfig):
    DEBUG = True
    DATABASE = "helpdesk-dev.sqlite3"


class TestingConfig(BaseConfig):
    TESTING = True
    DATABASE = ":memory:"


CONFIGS = {
    "production": ProductionConfig,
    "development": DevelopmentConfig,
    "testing": TestingConfig,
}


def load_config(name):
    return CONFIGS.get(name, ProductionConfig)
