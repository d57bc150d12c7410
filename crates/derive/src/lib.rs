//! The derive behind `osr_core::strict::TaggedDeserialize`: an enum written
//! with serde's `#[serde(tag = "...")]`, read strictly.
//!
//! serde's own reader of such an enum buffers the whole object, then reads
//! the variant from the buffer: a struct inside it reads from an array, and
//! a unit variant keeps fields it does not have. This derive reads the tag
//! as the object's first field, then the rest of the same object as the
//! variant's fields (a struct of them with `deny_unknown_fields`), so the
//! reader wrapped around the object reads every field, and a field no
//! variant has is refused. Writing is serde's derived `Serialize`, which
//! writes the tag first.
//!
//! Supported: enums without generics whose variants are unit variants,
//! struct variants, or newtype variants of a struct; the container
//! attributes `tag` and `rename_all`, the variant attribute `rename`, and any
//! serde attribute on a field (copied to the variant's struct). Attributes
//! may sit inside `cfg_attr`.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

use proc_macro::TokenStream;
use proc_macro2::TokenStream as Tokens;
use quote::{format_ident, quote};
use syn::punctuated::Punctuated;
use syn::{Attribute, Data, DeriveInput, Fields, LitStr, Meta, Token, parse_macro_input};

/// Derives `serde::Deserialize` for an internally tagged enum, reading its
/// tag first and the rest of the object strictly.
#[proc_macro_derive(TaggedDeserialize, attributes(serde))]
pub fn tagged_deserialize(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    match expand(&input) {
        Ok(tokens) => tokens.into(),
        Err(err) => err.to_compile_error().into(),
    }
}

/// The container's serde settings the derive reads.
#[derive(Default)]
struct Container {
    tag: Option<LitStr>,
    rename_all: Option<LitStr>,
    rename_all_fields: Option<LitStr>,
}

fn expand(input: &DeriveInput) -> syn::Result<Tokens> {
    let Data::Enum(data) = &input.data else {
        return Err(syn::Error::new_spanned(
            &input.ident,
            "TaggedDeserialize reads enums only",
        ));
    };
    if !input.generics.params.is_empty() {
        return Err(syn::Error::new_spanned(
            &input.generics,
            "TaggedDeserialize reads enums without generics only",
        ));
    }
    let mut container = Container::default();
    for meta in serde_metas(&input.attrs)? {
        match &meta {
            Meta::NameValue(nv) if nv.path.is_ident("tag") => {
                container.tag = Some(lit_str(&nv.value)?);
            }
            Meta::NameValue(nv) if nv.path.is_ident("rename_all") => {
                container.rename_all = Some(lit_str(&nv.value)?);
            }
            Meta::NameValue(nv) if nv.path.is_ident("rename_all_fields") => {
                container.rename_all_fields = Some(lit_str(&nv.value)?);
            }
            Meta::NameValue(nv) if nv.path.is_ident("content") => {
                return Err(syn::Error::new_spanned(
                    nv,
                    "an adjacently tagged enum reads strictly with serde's own Deserialize",
                ));
            }
            _ => {}
        }
    }
    let Some(tag) = container.tag else {
        return Err(syn::Error::new_spanned(
            &input.ident,
            "TaggedDeserialize needs #[serde(tag = \"...\")]",
        ));
    };

    let name = &input.ident;
    let rename_all = container.rename_all.iter();
    let fields_case: Vec<Tokens> = container
        .rename_all_fields
        .iter()
        .map(|case| quote! { #[serde(rename_all = #case)] })
        .collect();
    let mut tags = Vec::new();
    let mut structs = Vec::new();
    let mut arms = Vec::new();
    // A field that borrows for 'static (serde reads `&'static str` so) can
    // be read only from input that lives that long, as serde's own derive
    // requires.
    let mut borrows_static = false;
    for variant in &data.variants {
        let ident = &variant.ident;
        let rename = variant_rename(&variant.attrs)?.into_iter();
        tags.push(quote! { #(#[serde(rename = #rename)])* #ident });
        let fields_ident = format_ident!("__Fields{}", ident);
        match &variant.fields {
            Fields::Unit => {
                structs.push(quote! {
                    #[derive(::serde::Deserialize)]
                    #[serde(deny_unknown_fields)]
                    struct #fields_ident {}
                });
                arms.push(quote! {
                    __Tag::#ident => {
                        let #fields_ident {} = ::serde::Deserialize::deserialize(__rest)?;
                        ::core::result::Result::Ok(#name::#ident)
                    }
                });
            }
            Fields::Named(named) => {
                let mut declared = Vec::new();
                let mut names = Vec::new();
                for field in &named.named {
                    let field_ident = field.ident.as_ref().expect("named fields have names");
                    let ty = &field.ty;
                    borrows_static |= quote!(#ty).to_string().contains("& 'static");
                    let attrs = serde_attrs(&field.attrs)?;
                    declared.push(quote! { #(#attrs)* #field_ident: #ty });
                    names.push(field_ident);
                }
                structs.push(quote! {
                    #[derive(::serde::Deserialize)]
                    #[serde(deny_unknown_fields)]
                    #(#fields_case)*
                    struct #fields_ident { #(#declared,)* }
                });
                arms.push(quote! {
                    __Tag::#ident => {
                        let #fields_ident { #(#names),* } = ::serde::Deserialize::deserialize(__rest)?;
                        ::core::result::Result::Ok(#name::#ident { #(#names),* })
                    }
                });
            }
            Fields::Unnamed(unnamed) if unnamed.unnamed.len() == 1 => {
                let ty = &unnamed.unnamed[0].ty;
                arms.push(quote! {
                    __Tag::#ident => ::core::result::Result::Ok(#name::#ident(
                        <#ty as ::serde::Deserialize>::deserialize(__rest)?,
                    )),
                });
            }
            Fields::Unnamed(unnamed) => {
                return Err(syn::Error::new_spanned(
                    unnamed,
                    "an internally tagged variant holds named fields or one struct",
                ));
            }
        }
    }
    let expecting = format!("an object whose first field is `{}`", tag.value());
    let tag_name = tag.value();
    let bound = borrows_static.then(|| quote! { where 'de: 'static });

    Ok(quote! {
        const _: () = {
            #[derive(::serde::Deserialize)]
            #(#[serde(rename_all = #rename_all)])*
            #[allow(non_camel_case_types, clippy::enum_variant_names)]
            enum __Tag { #(#tags,)* }

            #(
                #[allow(non_camel_case_types)]
                #structs
            )*

            struct __Visitor;

            impl<'de> ::serde::de::Visitor<'de> for __Visitor #bound {
                type Value = #name;

                fn expecting(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                    f.write_str(#expecting)
                }

                fn visit_map<A: ::serde::de::MapAccess<'de>>(
                    self,
                    map: A,
                ) -> ::core::result::Result<#name, A::Error> {
                    let (tag, __rest): (__Tag, _) = ::osr_core::strict::tagged(map, #tag_name)?;
                    let __rest = ::serde::de::value::MapAccessDeserializer::new(__rest);
                    match tag { #(#arms)* }
                }
            }

            #[automatically_derived]
            impl<'de> ::serde::Deserialize<'de> for #name #bound {
                fn deserialize<D: ::serde::Deserializer<'de>>(
                    deserializer: D,
                ) -> ::core::result::Result<Self, D::Error> {
                    deserializer.deserialize_map(__Visitor)
                }
            }
        };
    })
}

/// The items of every `serde(...)` attribute, bare or inside `cfg_attr`.
fn serde_metas(attrs: &[Attribute]) -> syn::Result<Vec<Meta>> {
    let mut metas = Vec::new();
    for attr in attrs {
        for serde in serde_lists(attr)? {
            metas.extend(serde.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)?);
        }
    }
    Ok(metas)
}

/// The `serde(...)` lists of one attribute: itself, or those inside its
/// `cfg_attr`.
fn serde_lists(attr: &Attribute) -> syn::Result<Vec<Attribute>> {
    if attr.path().is_ident("serde") {
        return Ok(vec![attr.clone()]);
    }
    if !attr.path().is_ident("cfg_attr") {
        return Ok(Vec::new());
    }
    let items = attr.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)?;
    Ok(items
        .into_iter()
        .skip(1)
        .filter(|meta| meta.path().is_ident("serde"))
        .map(|meta| Attribute {
            pound_token: attr.pound_token,
            style: attr.style,
            bracket_token: attr.bracket_token,
            meta,
        })
        .collect())
}

/// A field's serde attributes, to copy onto the variant's struct: each
/// `serde(...)` kept as it is, each `cfg_attr` cut down to its serde parts.
fn serde_attrs(attrs: &[Attribute]) -> syn::Result<Vec<Tokens>> {
    let mut kept = Vec::new();
    for attr in attrs {
        if attr.path().is_ident("serde") {
            kept.push(quote! { #attr });
        } else if attr.path().is_ident("cfg_attr") {
            let items = attr.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)?;
            let mut items = items.into_iter();
            let Some(predicate) = items.next() else {
                continue;
            };
            let serde: Vec<Meta> = items.filter(|meta| meta.path().is_ident("serde")).collect();
            if !serde.is_empty() {
                kept.push(quote! { #[cfg_attr(#predicate, #(#serde),*)] });
            }
        }
    }
    Ok(kept)
}

/// A variant's `rename`, if any.
fn variant_rename(attrs: &[Attribute]) -> syn::Result<Option<LitStr>> {
    let mut rename = None;
    for meta in serde_metas(attrs)? {
        match &meta {
            Meta::NameValue(nv) if nv.path.is_ident("rename") => rename = Some(lit_str(&nv.value)?),
            // Anything else on a variant (an alias, `skip`, `other`, a
            // reader of its own) would read otherwise than serde's derive:
            // refused rather than ignored.
            other => {
                return Err(syn::Error::new_spanned(
                    other,
                    "TaggedDeserialize reads a variant's `rename` only",
                ));
            }
        }
    }
    Ok(rename)
}

fn lit_str(expr: &syn::Expr) -> syn::Result<LitStr> {
    match expr {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(lit),
            ..
        }) => Ok(lit.clone()),
        other => Err(syn::Error::new_spanned(other, "expected a string")),
    }
}
