from setuptools import find_packages, setup

setup(
    name="termbase",
    version="1.4.0",
    description="Shared terminology base for the conference interpreting team",
    packages=find_packages(),
    include_package_data=True,
    install_requires=["pyramid", "pyramid_jinja2", "waitress", "lxml", "defusedxml", "python-ldap"],
    extras_require={"dev": ["pyramid_debugtoolbar", "werkzeug", "pytest", "webtest"]},
    entry_points={"paste.app_factory": ["main = termbase:main"]},
)
