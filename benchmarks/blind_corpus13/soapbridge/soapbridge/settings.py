import os


class Settings(object):
    db_dsn = os.environ.get("SOAPBRIDGE_DSN", "dbname=soapbridge host=db.internal")
    ldap_url = os.environ.get("SOAPBRIDGE_LDAP", "ldaps://ad.corp.example.com")
    ldap_base = "OU=Partners,DC=corp,DC=example,DC=com"
    ldap_bind_user = os.environ.get("SOAPBRIDGE_LDAP_USER", "")
    ldap_bind_password = os.environ.get("SOAPBRIDGE_LDAP_PASSWORD", "")
    partner_group = "CN=SOAP-Partners,OU=Groups,DC=corp,DC=example,DC=com"
    attachment_dir = os.environ.get("SOAPBRIDGE_ATTACHMENTS", "/var/lib/soapbridge/attachments")
    invoice_xsl = "/etc/soapbridge/invoice.xsl"
    invoice_out = "/var/lib/soapbridge/invoices"
    printer = "warehouse-laser-2"


settings = Settings()
