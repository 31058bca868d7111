//! Discord's published OpenAPI description (github `discord/discord-api-spec`,
//! `specs/openapi.json`), against which the fake Discord checks every request the
//! bot sends: the operation must exist (method and path template, path
//! parameters matching any one segment), its query parameters must be declared
//! and valid, and the JSON body (a multipart body's `payload_json` part) must
//! validate against the operation's `requestBody` schema, as JSON Schema 2020-12
//! (OpenAPI 3.1's dialect) with the document's `$ref`s resolved within it.
//!
//! Checked against the spec at commit `74fda0fad044407ea280043a03ffc9bc64c4e49e`
//! ("Automated spec update (242668)", 18 July 2026).
//!
//! Discord's documented limits that the schema leaves out are checked beside it
//! (`documented_limits`): a bot's message content is at most 2,000 characters
//! (the schema allows 4,000 to `POST /channels/{id}/messages`, a Nitro user's
//! limit), at most 5 action rows without the components-v2 flag (the schema's 40
//! counts v2 components), and at most 6,000 characters in all of a message's
//! embeds. The command limits are `discord_adapter::check_command_limits`'.
//!
//! Where the document is read from, first found wins:
//! 1. `PARLOR_DISCORD_OPENAPI` (a path), for checking against another version;
//! 2. `discord-openapi.json` beside this file (if the project vendors it);
//! 3. `shared/discord-openapi.json` in the workspace or a folder above it (the
//!    steering repo's shared data, which CI lays beside its clone).
//!
//! Without it the checks are skipped, and the first fake started says so on
//! stderr; with `PARLOR_DISCORD_OPENAPI` set to a path that cannot be read, the
//! tests fail instead.

use jsonschema::error::ValidationErrorKind;
use jsonschema::{ValidationError, Validator};
use serde_json::{json, Map, Value};
use std::collections::HashMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// One operation of the document.
struct Operation {
    method: String,
    /// `/channels/{channel_id}/messages`.
    template: String,
    /// The template's segments, `None` for a path parameter.
    segments: Vec<Option<String>>,
    /// The JSON schema of the body, if the operation takes one, and whether the
    /// body is required.
    body: Option<(Value, bool)>,
    /// The declared query parameters and their schemas.
    query: HashMap<String, Value>,
    /// The compiled body validator, built on first use.
    body_validator: OnceLock<Result<Validator, String>>,
    /// The compiled query-parameter validators, built on first use.
    query_validators: OnceLock<HashMap<String, Result<Validator, String>>>,
}

/// The document's operations and the schemas they refer to.
pub struct Spec {
    operations: Vec<Operation>,
    /// `components`, which every `$ref` of the document points into.
    components: Value,
    /// Where it was read from.
    pub source: PathBuf,
}

/// One schema error in a request: where in the body (a JSON pointer), Discord's
/// error code for it and a message.
#[derive(Clone, Debug, PartialEq)]
pub struct SchemaError {
    pub pointer: String,
    pub code: String,
    pub message: String,
}

/// A request Discord's description does not allow.
#[derive(Clone, Debug, PartialEq)]
pub struct Violation {
    pub method: String,
    pub path: String,
    /// The operation's path template, when the route exists.
    pub template: Option<String>,
    pub problem: Problem,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// No operation of the description has this method and path.
    UnknownRoute,
    /// The body is not JSON (or a multipart body has no `payload_json`).
    NotJson(String),
    /// The operation takes a body and none came.
    MissingBody,
    /// A body came to an operation that takes none.
    UnexpectedBody,
    /// A query parameter the operation does not declare.
    UnknownQuery(String),
    /// The body or a query parameter breaks the schema.
    Schema(Vec<SchemaError>),
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.method, self.path)?;
        if let Some(template) = &self.template {
            write!(f, " ({template})")?;
        }
        match &self.problem {
            Problem::UnknownRoute => write!(f, ": no such operation in Discord's OpenAPI description"),
            Problem::NotJson(why) => write!(f, ": the body is not JSON: {why}"),
            Problem::MissingBody => write!(f, ": the operation requires a body and none came"),
            Problem::UnexpectedBody => write!(f, ": a body on an operation that takes none"),
            Problem::UnknownQuery(name) => write!(f, ": undeclared query parameter `{name}`"),
            Problem::Schema(errors) => {
                write!(f, ": breaks the schema:")?;
                for error in errors {
                    write!(f, "\n    at `{}`: {} ({})", error.pointer, error.message, error.code)?;
                }
                Ok(())
            }
        }
    }
}

impl Violation {
    /// Discord's answer to such a request: status and body.
    pub fn answer(&self) -> (u16, Value) {
        match &self.problem {
            Problem::UnknownRoute => (404, json!({"message": "404: Not Found", "code": 0})),
            Problem::NotJson(_) => (
                400,
                json!({"message": "The request body contains invalid JSON.", "code": 50109}),
            ),
            Problem::MissingBody => (400, invalid_form_body(&[])),
            Problem::Schema(errors) => (400, invalid_form_body(errors)),
            // Discord ignores what it does not read: the request goes on.
            Problem::UnexpectedBody | Problem::UnknownQuery(_) => (0, Value::Null),
        }
    }

    /// Whether Discord refuses the request (rather than ignoring what is extra).
    pub fn refused(&self) -> bool {
        self.answer().0 != 0
    }
}

/// Discord's 50035 "Invalid Form Body", errors nested by the body's keys with
/// an `_errors` list at each failing place.
fn invalid_form_body(errors: &[SchemaError]) -> Value {
    let mut tree = Map::new();
    for error in errors {
        let mut node = &mut tree;
        for key in pointer_keys(&error.pointer) {
            node = node
                .entry(key)
                .or_insert_with(|| Value::Object(Map::new()))
                .as_object_mut()
                .expect("an error node is an object");
        }
        node.entry("_errors")
            .or_insert_with(|| json!([]))
            .as_array_mut()
            .expect("`_errors` is a list")
            .push(json!({"code": error.code, "message": error.message}));
    }
    json!({"code": 50035, "message": "Invalid Form Body", "errors": tree})
}

fn pointer_keys(pointer: &str) -> Vec<String> {
    pointer
        .split('/')
        .skip(1)
        .map(|key| key.replace("~1", "/").replace("~0", "~"))
        .collect()
}

static SPEC: OnceLock<Option<Spec>> = OnceLock::new();

/// The description, loaded once per test process; `None` (said once on stderr)
/// where it cannot be found.
pub fn spec() -> Option<&'static Spec> {
    SPEC.get_or_init(|| {
        let Some(source) = locate() else {
            // Straight to stderr: the test harness captures `eprintln!`.
            let _ = writeln!(
                std::io::stderr(),
                "fake Discord: Discord's OpenAPI description was not found, so requests are NOT checked \
                 against it: put discord/discord-api-spec's specs/openapi.json at shared/discord-openapi.json \
                 or name it in PARLOR_DISCORD_OPENAPI"
            );
            return None;
        };
        let text = std::fs::read_to_string(&source)
            .unwrap_or_else(|error| panic!("read Discord's OpenAPI description {}: {error}", source.display()));
        let document: Value = serde_json::from_str(&text)
            .unwrap_or_else(|error| panic!("parse Discord's OpenAPI description {}: {error}", source.display()));
        Some(Spec::new(&document, source))
    })
    .as_ref()
}

fn locate() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("PARLOR_DISCORD_OPENAPI") {
        return Some(PathBuf::from(path));
    }
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let beside = manifest.join("tests/suite/support/discord-openapi.json");
    if beside.is_file() {
        return Some(beside);
    }
    manifest
        .ancestors()
        .map(|folder| folder.join("shared/discord-openapi.json"))
        .find(|path| path.is_file())
}

const METHODS: [&str; 5] = ["get", "put", "post", "patch", "delete"];

impl Spec {
    fn new(document: &Value, source: PathBuf) -> Spec {
        let paths = document["paths"].as_object().expect("the description has paths");
        let mut operations = Vec::new();
        for (template, item) in paths {
            let shared_parameters = item["parameters"].as_array().cloned().unwrap_or_default();
            for method in METHODS {
                let Some(operation) = item.get(method) else { continue };
                let parameters = shared_parameters
                    .iter()
                    .chain(operation["parameters"].as_array().into_iter().flatten());
                let query = parameters
                    .filter(|parameter| parameter["in"] == "query")
                    .filter_map(|parameter| {
                        Some((parameter["name"].as_str()?.to_string(), parameter["schema"].clone()))
                    })
                    .collect();
                let body = operation.get("requestBody").map(|body| {
                    let content = &body["content"];
                    let schema = ["application/json", "multipart/form-data"]
                        .iter()
                        .find_map(|kind| content.get(*kind))
                        .map(|media| media["schema"].clone())
                        .unwrap_or_else(|| json!({}));
                    (schema, body["required"] == true)
                });
                operations.push(Operation {
                    method: method.to_ascii_uppercase(),
                    template: template.clone(),
                    segments: template
                        .trim_matches('/')
                        .split('/')
                        .map(|segment| (!segment.starts_with('{')).then(|| segment.to_string()))
                        .collect(),
                    body,
                    query,
                    body_validator: OnceLock::new(),
                    query_validators: OnceLock::new(),
                });
            }
        }
        let mut components = document["components"].clone();
        allow_quirks(&mut components);
        Spec {
            operations,
            components,
            source,
        }
    }

    /// The operation for a method and a path (`/api/v10` already stripped): of
    /// those whose template matches, the one with the most literal segments
    /// (`/messages/@original` before `/messages/{message_id}`).
    fn operation(&self, method: &str, path: &str) -> Option<&Operation> {
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        self.operations
            .iter()
            .filter(|operation| operation.method == method && operation.segments.len() == segments.len())
            .filter(|operation| {
                operation
                    .segments
                    .iter()
                    .zip(&segments)
                    .all(|(template, segment)| match template {
                        Some(literal) => literal == segment,
                        None => !segment.is_empty(),
                    })
            })
            .max_by_key(|operation| operation.segments.iter().filter(|segment| segment.is_some()).count())
    }

    /// A validator for `schema`, whose `$ref`s point into the description's
    /// `components`.
    fn compile(&self, schema: &Value) -> Result<Validator, String> {
        let wrapped = json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$defs": {"checked": schema},
            "$ref": "#/$defs/checked",
            "components": self.components,
        });
        jsonschema::draft202012::options()
            .should_validate_formats(true)
            .build(&wrapped)
            .map_err(|error| error.to_string())
    }

    /// Checks one request: its method, path (with or without `/api/v10`),
    /// query string and JSON payload (`None` when it came without a body;
    /// `Err` when the body was not JSON).
    pub fn check(
        &self,
        method: &str,
        path: &str,
        query: &str,
        payload: Option<Result<Value, String>>,
    ) -> Vec<Violation> {
        let bare = path.strip_prefix("/api/v10").unwrap_or(path);
        let violation = |template: Option<&str>, problem| Violation {
            method: method.to_string(),
            path: path.to_string(),
            template: template.map(str::to_string),
            problem,
        };
        let Some(operation) = self.operation(method, bare) else {
            return vec![violation(None, Problem::UnknownRoute)];
        };
        let template = Some(operation.template.as_str());
        let mut violations = Vec::new();

        let validators = operation.query_validators.get_or_init(|| {
            operation
                .query
                .iter()
                .map(|(name, schema)| (name.clone(), self.compile(schema)))
                .collect()
        });
        let mut query_errors = Vec::new();
        for (name, value) in query.split('&').filter(|pair| !pair.is_empty()).map(|pair| {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            (name.to_string(), value.to_string())
        }) {
            let Some(validator) = validators.get(&name) else {
                violations.push(violation(template, Problem::UnknownQuery(name)));
                continue;
            };
            let validator = validator.as_ref().unwrap_or_else(|error| {
                panic!(
                    "compile the schema of {} {}'s `{name}`: {error}",
                    operation.method, operation.template
                )
            });
            // A query string is text: read it as the JSON its schema expects.
            let value = serde_json::from_str::<Value>(&value)
                .ok()
                .filter(|parsed| !parsed.is_string() && validator.is_valid(parsed))
                .unwrap_or(Value::String(value));
            query_errors.extend(schema_errors(validator, &value).into_iter().map(|mut error| {
                error.pointer = format!("/{name}{}", error.pointer);
                error
            }));
        }
        if !query_errors.is_empty() {
            violations.push(violation(template, Problem::Schema(query_errors)));
        }

        match (&operation.body, payload) {
            (_, Some(Err(why))) => violations.push(violation(template, Problem::NotJson(why))),
            (None, Some(Ok(_))) => violations.push(violation(template, Problem::UnexpectedBody)),
            (Some((_, true)), None) => violations.push(violation(template, Problem::MissingBody)),
            (Some((schema, _)), Some(Ok(body))) => {
                let validator = operation
                    .body_validator
                    .get_or_init(|| self.compile(schema))
                    .as_ref()
                    .unwrap_or_else(|error| {
                        panic!(
                            "compile the body schema of {} {}: {error}",
                            operation.method, operation.template
                        )
                    });
                let mut errors = schema_errors(validator, &body);
                errors.extend(documented_limits(&operation.template, &body));
                if !errors.is_empty() {
                    violations.push(violation(template, Problem::Schema(errors)));
                }
            }
            (_, None) => {}
        }
        violations
    }
}

/// Where the description is stricter than Discord and Discord's own
/// documentation, it is widened for exactly that field (each loudly, so that a
/// description that changes there is looked at again):
/// - `default_member_permissions` of a command in a create, update or patch
///   request: the description says an integer, but the documentation says
///   `?string` (a permission set, written as Discord writes every permission
///   set and as the description's own `ApplicationCommandResponse` gives it
///   back), which is what serenity sends.
/// - `MessageAttachmentRequest.id`: the description says a snowflake string, but
///   for a file uploaded with the request it is the index `N` of its `files[N]`
///   part, which the documentation's own upload example writes as an integer
///   (`"id": 0`) and serenity sends as one.
fn allow_quirks(components: &mut Value) {
    let schemas = &mut components["schemas"];
    for command in [
        "ApplicationCommandCreateRequest",
        "ApplicationCommandUpdateRequest",
        "ApplicationCommandPatchRequestPartial",
    ] {
        let field = &mut schemas[command]["properties"]["default_member_permissions"];
        assert_eq!(
            field["type"],
            json!(["integer", "null"]),
            "{command}.default_member_permissions changed in the description: is the widening still needed?"
        );
        *field = json!({"anyOf": [field.take(), {"type": "string", "pattern": "^(0|[1-9][0-9]*)$"}]});
    }
    let id = &mut schemas["MessageAttachmentRequest"]["properties"]["id"];
    assert_eq!(
        id["$ref"], "#/components/schemas/SnowflakeType",
        "MessageAttachmentRequest.id changed in the description: is the widening still needed?"
    );
    *id = json!({"anyOf": [id.take(), {"type": "integer", "minimum": 0, "maximum": 9}]});
}

/// Discord's components-v2 message flag.
const IS_COMPONENTS_V2: u64 = 1 << 15;

/// The documented limits the schema leaves out (see the module's doc), on the
/// message a body carries: the body itself, or an interaction response's `data`.
fn documented_limits(template: &str, body: &Value) -> Vec<SchemaError> {
    let (message, at) = match template {
        "/interactions/{interaction_id}/{interaction_token}/callback" => (&body["data"], "/data"),
        "/channels/{channel_id}/messages"
        | "/webhooks/{webhook_id}/{webhook_token}"
        | "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
        | "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}" => (body, ""),
        _ => return Vec::new(),
    };
    let mut errors = Vec::new();
    let mut error = |pointer: &str, code: &str, message: String| {
        errors.push(SchemaError {
            pointer: format!("{at}{pointer}"),
            code: code.to_string(),
            message,
        })
    };
    // The schema says 2,000 everywhere else.
    if let (Some(content), "/channels/{channel_id}/messages") = (message["content"].as_str(), template) {
        let length = content.chars().count();
        if length > 2000 {
            error(
                "/content",
                "BASE_TYPE_MAX_LENGTH",
                format!("Must be 2000 or fewer in length ({length}) [documented limit]"),
            );
        }
    }
    let v2 = message["flags"].as_u64().unwrap_or(0) & IS_COMPONENTS_V2 != 0;
    let rows = message["components"].as_array().map_or(0, Vec::len);
    if !v2 && rows > 5 {
        error(
            "/components",
            "BASE_TYPE_BAD_LENGTH",
            format!("Must be between 0 and 5 in length ({rows}) [documented limit]"),
        );
    }
    let embed_text: usize = message["embeds"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|embed| {
            let text = |value: &Value| value.as_str().map_or(0, |text| text.chars().count());
            text(&embed["title"])
                + text(&embed["description"])
                + text(&embed["footer"]["text"])
                + text(&embed["author"]["name"])
                + embed["fields"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|field| text(&field["name"]) + text(&field["value"]))
                    .sum::<usize>()
        })
        .sum();
    if embed_text > 6000 {
        error(
            "/embeds",
            "MAX_EMBED_SIZE_EXCEEDED",
            format!("Embed size exceeds maximum size of 6000 ({embed_text}) [documented limit]"),
        );
    }
    errors
}

/// The validator's errors for `instance`, an `anyOf` or `oneOf` that no branch
/// matched read as the errors of the branch that came closest (the one whose
/// errors lie deepest in the instance, then the fewest).
fn schema_errors(validator: &Validator, instance: &Value) -> Vec<SchemaError> {
    let mut found = Vec::new();
    for error in validator.iter_errors(instance) {
        flatten(&error, &mut found);
    }
    found
}

fn flatten(error: &ValidationError<'_>, found: &mut Vec<SchemaError>) {
    let branches = match error.kind() {
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context } => Some(context),
        _ => None,
    };
    let closest = branches
        .into_iter()
        .flatten()
        .filter(|branch| !branch.is_empty())
        .map(|branch| {
            let mut errors = Vec::new();
            for error in branch {
                flatten(error, &mut errors);
            }
            errors
        });
    // A branch that refuses the union's own `type` is one the body never meant.
    let discriminator = format!("{}/type", error.instance_path().as_str());
    let meant = |errors: &Vec<SchemaError>| {
        !errors
            .iter()
            .any(|error| error.pointer == discriminator && error.code == "BASE_TYPE_CHOICES")
    };
    let depth = |errors: &Vec<SchemaError>| errors.iter().map(|error| error.pointer.matches('/').count()).max();
    if let Some(closest) = closest.max_by_key(|errors| (meant(errors), depth(errors), std::cmp::Reverse(errors.len())))
    {
        found.extend(closest);
        return;
    }
    let mut pointer = error.instance_path().as_str().to_string();
    let (code, message) = match error.kind() {
        ValidationErrorKind::Required { property } => {
            pointer = format!(
                "{pointer}/{}",
                property
                    .as_str()
                    .unwrap_or_default()
                    .replace('~', "~0")
                    .replace('/', "~1")
            );
            ("BASE_TYPE_REQUIRED", "This field is required".to_string())
        }
        ValidationErrorKind::MaxLength { .. }
        | ValidationErrorKind::MinLength { .. }
        | ValidationErrorKind::MaxItems { .. }
        | ValidationErrorKind::MinItems { .. } => ("BASE_TYPE_BAD_LENGTH", error.to_string()),
        ValidationErrorKind::Maximum { .. } | ValidationErrorKind::ExclusiveMaximum { .. } => {
            ("NUMBER_TYPE_MAX", error.to_string())
        }
        ValidationErrorKind::Minimum { .. } | ValidationErrorKind::ExclusiveMinimum { .. } => {
            ("NUMBER_TYPE_MIN", error.to_string())
        }
        ValidationErrorKind::Enum { .. } | ValidationErrorKind::Constant { .. } => {
            ("BASE_TYPE_CHOICES", error.to_string())
        }
        _ => ("BASE_TYPE_INVALID", error.to_string()),
    };
    let message = format!("{message} [schema: {}]", error.schema_path());
    found.push(SchemaError {
        pointer,
        code: code.to_string(),
        message,
    });
}

/// The checker itself: it catches what Discord refuses and passes what it takes.
#[test]
fn the_description_catches_what_discord_refuses() {
    let Some(spec) = spec() else { return };
    let post = |path: &str, body: Value| spec.check("POST", path, "", Some(Ok(body)));
    assert_eq!(
        post("/api/v10/channels/1/messages", json!({"content": "hello"})),
        vec![]
    );
    let too_long = post("/api/v10/channels/1/messages", json!({"content": "x".repeat(2001)}));
    assert!(
        matches!(&too_long[..], [Violation { problem: Problem::Schema(errors), .. }]
            if errors.iter().any(|error| error.pointer == "/content" && error.code == "BASE_TYPE_MAX_LENGTH")),
        "{too_long:?}"
    );
    let rows: Vec<Value> = (0..6)
        .map(|row| json!({"type": 1, "components": [{"type": 2, "style": 1, "label": "b", "custom_id": format!("b{row}")}]}))
        .collect();
    let limits = post(
        "/api/v10/channels/1/messages",
        json!({"content": "x".repeat(2001), "components": rows}),
    );
    assert!(
        matches!(&limits[..], [Violation { problem: Problem::Schema(errors), .. }] if errors.len() == 2),
        "{limits:?}"
    );
    let unknown = spec.check("POST", "/api/v10/channels/1/no-such-thing", "", None);
    assert_eq!(unknown[0].problem, Problem::UnknownRoute);
    // A path parameter matches one segment; a literal one wins over a parameter.
    assert_eq!(
        spec.operation("PATCH", "/webhooks/1/token/messages/@original")
            .map(|operation| operation.template.as_str()),
        Some("/webhooks/{webhook_id}/{webhook_token}/messages/@original")
    );
    // A response's errors lie inside the branch of the union that came closest.
    let callback = post(
        "/api/v10/interactions/1/token/callback",
        json!({"type": 4, "data": {"content": "x".repeat(2001)}}),
    );
    let (status, answer) = callback[0].answer();
    assert_eq!(status, 400);
    assert_eq!(answer["code"], 50035);
    assert_eq!(
        answer["errors"]["data"]["content"]["_errors"][0]["code"], "BASE_TYPE_BAD_LENGTH",
        "{answer}"
    );
    let query = spec.check(
        "POST",
        "/api/v10/webhooks/1/token",
        "wait=maybe",
        Some(Ok(json!({"content": "hi"}))),
    );
    assert!(
        matches!(
            &query[..],
            [Violation {
                problem: Problem::Schema(_),
                ..
            }]
        ),
        "{query:?}"
    );
    let fine = spec.check(
        "POST",
        "/api/v10/webhooks/1/token",
        "wait=true",
        Some(Ok(json!({"content": "hi"}))),
    );
    assert_eq!(fine, vec![]);
}
