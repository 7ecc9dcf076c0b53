from setuptools import setup, find_packages

requires = [
    "pyramid>=2.0",
    "pyramid_jinja2",
    "pyramid_debugtoolbar",
    "python-ldap",
    "lxml",
    "requests",
    "waitress",
]

setup(
    name="intranet",
    version="3.4.1",
    description="Corporate staff intranet (directory, documents, tools)",
    packages=find_packages(exclude=["tests"]),
    include_package_data=True,
    zip_safe=False,
    install_requires=requires,
    entry_points={
        "paste.app_factory": ["main = intranet:main"],
    },
)
