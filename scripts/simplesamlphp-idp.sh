#!/usr/bin/env bash
# A SimpleSAMLphp 1.19 identity provider for the portal, as a university's IT would set it up (issue 34,
# docs/deploy.md "SAML with SimpleSAMLphp"). Debian 12 packages: simplesamlphp php-cli php-xml php-mbstring
# (scripts/ensure-system-packages.sh installs them). Served by `php -S` on loopback, configured in one folder:
#
#   scripts/simplesamlphp-idp.sh <folder> <idp-port> <portal-public-url>[,<another-portal-url>…]
#
# 1. a signing key and certificate for the IdP (openssl; an existing <folder>/cert/idp.key and idp.crt are kept,
#    which is how the test suite gives a second "staging" IdP the production key);
# 2. config.php: SAML 2.0 IdP enabled, PHP sessions, flat-file metadata in <folder>/metadata;
# 3. authsources.php: test users (exampleauth:UserPass) whose `mail` are demo accounts of the portal, one
#    unknown to the portal, one without `mail` (its attribute release lacks the e-mail); basic name format;
# 4. saml20-idp-hosted.php: assertions signed (the portal requires it), logout messages signed, transient NameID;
# 5. saml20-sp-remote.php: the portal, read from its own metadata URL (<portal>/api/Identity/Auth/SamlMetadata;
#    each portal of a comma-separated list), with `mail` released, its AuthnRequests and LogoutRequests required
#    to be signed;
# 6. `php -S 127.0.0.1:<idp-port>` in the foreground (the caller stops it).
# The portal then needs: SSO_PROTOCOL=saml, SAML_ENTRY_POINT=<idp>/saml2/idp/SSOService.php,
# SAML_LOGOUT_URL=<idp>/saml2/idp/SingleLogoutService.php, SAML_IDP_ISSUER=<idp>/saml2/idp/metadata.php,
# SAML_IDP_METADATA_URL=<idp>/saml2/idp/metadata.php (or SAML_IDP_CERT=<folder>/cert/idp.crt), SAML_SP_KEY/CERT.
set -euo pipefail
dir=$(realpath -m "$1"); port=$2; portals=$3
idp="http://127.0.0.1:${port}"
ssp=/usr/share/simplesamlphp
mkdir -p "$dir"/{cert,metadata,log,data,tmp}

# 1. The IdP's signing key (kept when the folder is reused).
[ -f "$dir/cert/idp.key" ] || openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=127.0.0.1 test IdP" \
  -keyout "$dir/cert/idp.key" -out "$dir/cert/idp.crt" 2>/dev/null

# 2. The installation's settings. trusted.url.domains: the portals' hosts, where an IdP-initiated sign-out
#    (saml2/idp/initSLO.php?RelayState=…) may return to.
trusted=$(tr ',' '\n' <<<"$portals" | sed -E "s#^ *https?://##; s#/.*##; s#.*#'&'#" | paste -sd, -)
cat > "$dir/config.php" <<PHP
<?php
\$config = [
    'baseurlpath' => '${idp}/',
    'certdir' => '${dir}/cert/',
    'loggingdir' => '${dir}/log/',
    'datadir' => '${dir}/data/',
    'tempdir' => '${dir}/tmp/',
    'metadatadir' => '${dir}/metadata/',
    'metadata.sources' => [['type' => 'flatfile']],
    'technicalcontact_name' => 'IT', 'technicalcontact_email' => 'it@example.edu.tr',
    'timezone' => 'Europe/Istanbul',
    'secretsalt' => '$(openssl rand -hex 16)',
    'auth.adminpassword' => '$(openssl rand -hex 16)',
    'admin.protectindexpage' => false,
    'admin.protectmetadata' => false,
    'trusted.url.domains' => [${trusted}],
    'enable.saml20-idp' => true,
    'module.enable' => ['exampleauth' => true, 'core' => true, 'saml' => true, 'admin' => true],
    'store.type' => 'phpsession',
    'session.cookie.secure' => false,
    'session.phpsession.cookiename' => 'SSP_IDP',
    'logging.level' => SimpleSAML\Logger::WARNING,
    'logging.handler' => 'errorlog',
    'language.default' => 'en',
    'debug' => ['saml' => false, 'backtraces' => true, 'validatexml' => false],
    'showerrors' => true,
];
PHP

# 3. Test users: password = user name + "-pass"; mail = demo accounts of the portal (db/seed/demo-accounts.ts).
cat > "$dir/authsources.php" <<'PHP'
<?php
$config = [
    'admin' => ['core:AdminPassword'],
    'test-users' => [
        'exampleauth:UserPass',
        'student:student-pass' => ['uid' => ['student'], 'mail' => ['2024101001@ogr.anadoluteknik.edu.tr'], 'eduPersonAffiliation' => ['student']],
        'registrar:registrar-pass' => ['uid' => ['registrar'], 'mail' => ['elif.arslan@anadoluteknik.edu.tr'], 'eduPersonAffiliation' => ['staff']],
        'stranger:stranger-pass' => ['uid' => ['stranger'], 'mail' => ['stranger@example.org'], 'eduPersonAffiliation' => ['affiliate']],
        'nomail:nomail-pass' => ['uid' => ['nomail'], 'eduPersonAffiliation' => ['staff']],
    ],
];
PHP

# 4. The IdP itself.
cat > "$dir/metadata/saml20-idp-hosted.php" <<PHP
<?php
\$metadata['${idp}/saml2/idp/metadata.php'] = [
    'host' => '__DEFAULT__',
    'privatekey' => 'idp.key',
    'certificate' => 'idp.crt',
    'auth' => 'test-users',
    'NameIDFormat' => 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
    'attributes.NameFormat' => 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic',
    'saml20.sign.assertion' => true,
    'sign.logout' => true,
    'redirect.sign' => true,
    'SingleLogoutServiceBinding' => 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
];
PHP

# 5. The portal(s), from their metadata (the IdP-side registration a university does once).
SSP="$ssp" PORTALS="$portals" php -d error_reporting=E_ALL -r '
require getenv("SSP") . "/lib/_autoload.php";
$out = "<?php\n";
foreach (explode(",", getenv("PORTALS")) as $portal) {
    $url = rtrim(trim($portal), "/") . "/api/Identity/Auth/SamlMetadata";
    $xml = file_get_contents($url);
    if ($xml === false) { fwrite(STDERR, "portal metadata unreadable: $url\n"); exit(1); }
    foreach (\SimpleSAML\Metadata\SAMLParser::parseDescriptorsString($xml) as $entity) {
        $sp = $entity->getMetadata20SP();
        $sp["attributes"] = ["mail", "eduPersonAffiliation"];
        $sp["sign.logout"] = true;
        $sp["validate.logout"] = true;
        $sp["validate.authnrequest"] = true;
        $out .= "\$metadata[" . var_export($sp["entityid"], true) . "] = " . var_export($sp, true) . ";\n";
    }
}
echo $out;' > "$dir/metadata/saml20-sp-remote.php"

# 6. Serve (the router passes every request to SimpleSAMLphp's www folder).
export SIMPLESAMLPHP_CONFIG_DIR="$dir"
exec php -S "127.0.0.1:${port}" -t "$ssp/www"
