from setuptools import find_packages, setup

setup(
    name="dnsadmin",
    version="1.9.0",
    packages=find_packages(),
    install_requires=["pyramid", "pyramid_jinja2", "waitress", "python-ldap", "lxml", "requests"],
    entry_points={"paste.app_factory": ["main = dnsadmin:main"]},
)
